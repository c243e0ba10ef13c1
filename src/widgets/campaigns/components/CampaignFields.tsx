import { Form, requiredLabel, MaskedField, MONEY_MASK, TextAreaField, TextField, FormActions } from '../../../core/form';
import { Banner } from '../../../core/ui';
import type { CampaignFormController } from '../useCampaignForm';
import { LIST_PATH } from '../useCampaignForm';
import { CheckboxField } from './CheckboxField';

type Props = CampaignFormController & {
  title: string;
  container?: HTMLElement | ShadowRoot;
};

/** Nome, Descrição, Meta, Início, Fim, Pública; each message under its field, the server's message above the buttons. */
export function CampaignFields({ title, form, saving, done, failure, onSubmit, container }: Props) {
  const invalid = Object.keys(form.formState.errors).length > 0;
  return (
    <section className="card camp-form-card" part="form">
      <h1>{title}</h1>
      <Form form={form} onSubmit={onSubmit}>
        <TextField name="nome" label={requiredLabel('Nome')} type="text" maxLength={120} required autoComplete="off" />
        <TextAreaField name="descricao" label="Descrição" rows={4} maxLength={2000} />
        <MaskedField
          name="meta_centavos"
          label="Meta (R$)"
          hint="Opcional: deixe em branco para uma campanha sem meta."
          mask={MONEY_MASK}
          inputMode="decimal"
          autoComplete="off"
        />
        <div className="field-row">
          <TextField name="inicio" label={requiredLabel('Início')} type="date" required />
          <TextField name="fim" label="Fim" type="date" />
        </div>
        <CheckboxField name="publica" label="Campanha pública (aparece no site da paróquia)" />

        {invalid && !failure && (
          <p className="sr-only" role="alert">
            Corrija os campos destacados.
          </p>
        )}
        {failure && <Banner kind="error">{failure}</Banner>}
        {done && <Banner kind="success">{done}</Banner>}

        <FormActions className="form-actions" cancelTo={LIST_PATH} container={container} busy={saving} disabled={done !== null} />
      </Form>
    </section>
  );
}
