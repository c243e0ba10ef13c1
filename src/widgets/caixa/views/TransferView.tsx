import { useParishToday } from '../../../core/calendar/parish-clock';
import { navigate } from '../../../core/elements/events';
import { Form, FormActions, MaskedField, MONEY_MASK, requiredLabel, SelectField, TextField } from '../../../core/form';
import { pathTo } from '../../../core/paths';
import { Banner } from '../../../core/ui';
import { useHolders } from '../queries';
import { CAIXA_TEXT } from '../text';
import { useTransferForm } from '../useTransferForm';
import type { ViewProps } from './types';

/** /caixa/transferencias/nova: money moved from one holder to another (the Sunday deposit), its two sides equal. */
export function TransferView({ container }: ViewProps) {
  const today = useParishToday();
  const back = pathTo('/caixa');
  const { form, onSubmit, failure } = useTransferForm(today, () => navigate(container, back));
  const holders = (useHolders().data ?? []).map((h) => [h.id, h.nome] as const);
  return (
    <section className="page" aria-labelledby="transfer-title">
      <header className="page-head">
        <h1 id="transfer-title">{CAIXA_TEXT.transferTitle}</h1>
      </header>
      <p className="muted">{CAIXA_TEXT.transferHint}</p>
      {failure && <Banner kind="error">{failure}</Banner>}
      <Form form={form} onSubmit={onSubmit} className="card form" aria-labelledby="transfer-title">
        <TextField name="data" label={requiredLabel('Data')} type="date" max={today} required />
        <div className="caixa-fields">
          <fieldset className="field-group">
            <legend>Sai de</legend>
            <SelectField name="origem.portador_id" label={requiredLabel('Portador de origem')} empty="Escolha" options={holders} required />
            <MaskedField name="origem.valor_centavos" label={requiredLabel('Valor que sai')} mask={MONEY_MASK} inputMode="decimal" required />
          </fieldset>
          <fieldset className="field-group">
            <legend>Entra em</legend>
            <SelectField name="destino.portador_id" label={requiredLabel('Portador de destino')} empty="Escolha" options={holders} required />
            <MaskedField name="destino.valor_centavos" label={requiredLabel('Valor que entra')} mask={MONEY_MASK} inputMode="decimal" required />
          </fieldset>
        </div>
        <TextField name="descricao" label="Descrição" maxLength={300} placeholder="Depósito da coleta de domingo" />
        <FormActions cancelTo={back} container={container} busy={form.formState.isSubmitting} className="form-actions" />
      </Form>
    </section>
  );
}
