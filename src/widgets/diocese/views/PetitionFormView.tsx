import { useWatch } from 'react-hook-form';
import { DataFrame, fromQuery } from '../../../core/data';
import { navigate } from '../../../core/elements/events';
import { FileButton, Form, FormActions, requiredLabel, SelectField, TextAreaField, TextField } from '../../../core/form';
import { formatSize } from '../../../core/format';
import { pathTo } from '../../../core/paths';
import { Banner } from '../../../core/ui';
import type { Diocese, PeticaoTipoConfig, TipoItem } from '../../../shared/schemas/diocese';
import { useDiocese } from '../queries';
import { DIOCESE_TEXT } from '../text';
import { usePetitionForm } from '../usePetitionForm';
import type { ViewProps } from './types';

/** What a petition's document may be (the server checks the content too). */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png';

const label = (item: TipoItem) => (item.obrigatorio ? requiredLabel(item.rotulo) : item.rotulo);

/** /pedidos-curia/novo: 'Nova petição', by type, with the type's fields and documents and its expected answer time. */
export function PetitionFormView({ container }: ViewProps) {
  const diocese = useDiocese();
  return (
    <section className="page" aria-labelledby="petition-form-title">
      <header className="page-head">
        <h1 id="petition-form-title">{DIOCESE_TEXT.newPetition}</h1>
      </header>
      <DataFrame state={fromQuery(diocese)} loading="Carregando os tipos de pedido..." failed={DIOCESE_TEXT.homeFailed}>
        {(d) => <PetitionForm diocese={d} container={container} />}
      </DataFrame>
    </section>
  );
}

function PetitionForm({ diocese, container }: { diocese: Diocese; container: ViewProps['container'] }) {
  const back = pathTo('/pedidos-curia');
  const petition = usePetitionForm(diocese.tipos, (id) => navigate(container, pathTo('/pedidos-curia/{id}', { id })));
  const tipo = useWatch({ control: petition.form.control, name: 'tipo' });
  const config = diocese.tipos.find((t) => t.tipo === tipo);
  const busy = petition.form.formState.isSubmitting || petition.sending;
  return (
    <Form form={petition.form} onSubmit={petition.onSubmit} className="card form" aria-labelledby="petition-form-title">
      <p className="muted">Pedido à Cúria de {diocese.nome}. Recebe um número de protocolo; cada resposta chega nas notificações da paróquia.</p>
      {petition.failure && <Banner kind="error">{petition.failure}</Banner>}
      <SelectField
        name="tipo"
        label={requiredLabel('Tipo de pedido')}
        empty="Escolha o tipo"
        required
        options={diocese.tipos.map((t) => [t.tipo, t.nome] as const)}
        hint={config ? `Resposta prevista em até ${config.prazo_dias} dias.` : undefined}
      />
      <TextField name="assunto" label={requiredLabel('Assunto')} maxLength={200} required />
      <TextAreaField name="texto" label={requiredLabel('Pedido')} rows={6} maxLength={10_000} required />
      {config && <TypeFields config={config} />}
      {config && config.documentos.length > 0 && <Documents config={config} petition={petition} />}
      {busy && petition.sending && <p role="status">{DIOCESE_TEXT.documentsSending}</p>}
      <FormActions cancelTo={back} container={container} busy={busy} className="form-actions" />
    </Form>
  );
}

/** The type's own fields (a rectification names its record; a dispensation its marriage file, when there is one). */
function TypeFields({ config }: { config: PeticaoTipoConfig }) {
  return (
    <fieldset className="field-group">
      <legend>Dados do pedido de {config.nome.toLowerCase()}</legend>
      {config.tipo === 'retificacao' && (
        <TextField
          name="registro_id"
          label={requiredLabel('Número do registro a retificar')}
          inputMode="numeric"
          maxLength={10}
          hint="O número do registro no portal, como aparece no endereço da página do registro (/sacramentos/batismo/123: 123)."
        />
      )}
      {(config.tipo === 'dispensa' || config.tipo === 'licenca') && (
        <TextField name="processo_id" label="Número do processo matrimonial" inputMode="numeric" maxLength={10} hint="Quando houver um processo no portal." />
      )}
      {config.campos.map((c) => (
        <TextAreaField key={c.chave} name={`campos.${c.chave}`} label={label(c)} rows={2} maxLength={2000} required={c.obrigatorio} />
      ))}
    </fieldset>
  );
}

/** The type's documents, one file each (PDF, JPG or PNG); sent once the petition has its number. */
function Documents({ config, petition }: { config: PeticaoTipoConfig; petition: ReturnType<typeof usePetitionForm> }) {
  return (
    <fieldset className="field-group">
      <legend>Documentos</legend>
      <p className="field-hint muted">PDF, JPG ou PNG, até 10 MB cada. Os que faltarem podem ser anexados depois, na página do pedido.</p>
      <ul className="documents">
        {config.documentos.map((d) => {
          const file = petition.files[d.chave];
          return (
            <li key={d.chave}>
              <span>
                {d.rotulo}
                {d.obrigatorio && <span className="muted small"> (obrigatório)</span>}
              </span>
              {file ? (
                <span>
                  {file.name} <span className="muted">{formatSize(file.size)}</span>{' '}
                  <button type="button" className="btn btn-small" onClick={() => petition.choose(d.chave, null)}>
                    Tirar<span className="sr-only"> {file.name}</span>
                  </button>
                </span>
              ) : (
                <FileButton label={`Escolher arquivo: ${d.rotulo}`} accept={DOCUMENT_ACCEPT} onFiles={(files) => petition.choose(d.chave, files[0] ?? null)} />
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
