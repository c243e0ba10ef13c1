import { useFormState, useWatch } from 'react-hook-form';
import { useParishToday } from '../../../core/calendar/parish-clock';
import { navigate } from '../../../core/elements/events';
import { CPF_CNPJ_MASK, FileButton, Form, FormActions, MaskedField, MONEY_MASK, requiredLabel, SelectField, TextField } from '../../../core/form';
import { formatSize } from '../../../core/format';
import { pathTo } from '../../../core/paths';
import { Banner, UploadProgressBar } from '../../../core/ui';
import { DOCUMENTOS, type Conta } from '../../../shared/schemas/caixa';
import { month } from '../format';
import { useAccounts, useCommunities, useHolders } from '../queries';
import { CAIXA_TEXT } from '../text';
import { useEntryForm } from '../useEntryForm';
import type { ViewProps } from './types';

/** The PDF or the photo of a fiscal document (the server checks the content too). */
const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/** The chart's accounts by kind, each as 'code name' (income or expense follows the account). */
function AccountOptions({ accounts }: { accounts: Conta[] }) {
  return (
    <>
      {(['receita', 'despesa'] as const).map((tipo) => (
        <optgroup key={tipo} label={tipo === 'receita' ? 'Receitas' : 'Despesas'}>
          {accounts
            .filter((c) => c.tipo === tipo)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.codigo} {c.nome}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
}

/** /caixa/lancamentos/novo: an income or an expense, its supplier and its fiscal document (a PDF, or a photo taken on the phone). */
export function EntryFormView({ container }: ViewProps) {
  const today = useParishToday();
  const back = pathTo('/caixa');
  const entry = useEntryForm(today, () => navigate(container, back));
  const accounts = useAccounts();
  const holders = useHolders();
  const communities = useCommunities();
  const shareMonth = useWatch({ control: entry.form.control, name: 'repasse_mes' });
  return (
    <section className="page" aria-labelledby="entry-form-title">
      <header className="page-head">
        <h1 id="entry-form-title">{CAIXA_TEXT.newEntry}</h1>
      </header>
      {shareMonth && <p className="muted">Pagamento do repasse à diocese de {month(shareMonth)}.</p>}
      {entry.failure && <Banner kind="error">{entry.failure}</Banner>}
      <Form form={entry.form} onSubmit={entry.onSubmit} className="card form" aria-labelledby="entry-form-title">
        <div className="caixa-fields">
          <SelectField name="conta_id" label={requiredLabel('Conta')} empty="Escolha a conta" required>
            <AccountOptions accounts={accounts.data ?? []} />
          </SelectField>
          <SelectField
            name="portador_id"
            label={requiredLabel('Portador')}
            empty="Escolha o portador"
            required
            options={(holders.data ?? []).map((h) => [h.id, h.nome] as const)}
          />
          <TextField name="data" label={requiredLabel('Data')} type="date" max={today} required />
          <MaskedField name="valor_centavos" label={requiredLabel('Valor')} mask={MONEY_MASK} inputMode="decimal" required />
        </div>
        <TextField name="descricao" label={requiredLabel('Descrição')} maxLength={200} required />
        <fieldset className="field-group">
          <legend>Fornecedor e documento fiscal</legend>
          <div className="caixa-fields">
            <TextField name="fornecedor" label="Fornecedor" maxLength={150} autoComplete="organization" />
            <MaskedField name="fornecedor_documento" label="CNPJ ou CPF" mask={CPF_CNPJ_MASK} inputMode="numeric" />
            <SelectField name="documento_tipo" label="Tipo de documento" empty="Sem documento" options={DOCUMENTOS} />
            <TextField name="documento_numero" label="Número do documento" maxLength={60} />
          </div>
          <DocumentFile entry={entry} />
        </fieldset>
        <SelectField name="comunidade_id" label="Comunidade" empty="Paróquia (matriz)" options={communities} />
        <UploadProgressBar value={entry.progress} label={CAIXA_TEXT.documentSending} />
        <FormActions cancelTo={back} container={container} busy={entry.form.formState.isSubmitting} className="form-actions" />
      </Form>
    </section>
  );
}

/** The document's file: chosen (PDF or image) or photographed with the phone's camera; its refusal under it. */
function DocumentFile({ entry }: { entry: ReturnType<typeof useEntryForm> }) {
  const { errors } = useFormState({ control: entry.form.control });
  const error = (errors as Record<string, { message?: string } | undefined>).documento?.message;
  return (
    <div className="document-file">
      <p className="field-hint muted" id="document-hint">
        {CAIXA_TEXT.documentHint}
      </p>
      <div className="document-buttons">
        <FileButton label={CAIXA_TEXT.documentChoose} accept={DOCUMENT_ACCEPT} onFiles={entry.choose} aria-describedby="document-hint" />
        <FileButton label={CAIXA_TEXT.documentPhoto} accept="image/*" capture="environment" onFiles={entry.choose} aria-describedby="document-hint" />
        {entry.file && (
          <span>
            {entry.file.name} <span className="muted">{formatSize(entry.file.size)}</span>{' '}
            <button type="button" className="btn btn-small" onClick={entry.drop}>
              Tirar<span className="sr-only"> {entry.file.name}</span>
            </button>
          </span>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
