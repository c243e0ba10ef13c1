import { Form, TextField, SubmitButton } from '../../../core/form';
import { Banner } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { useNameChange } from '../useNameChange';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /settings/nome: change the display name. */
export function NameView({ container }: ViewProps) {
  const { form, saving, done, onSubmit, failure } = useNameChange(container);
  return (
    <section className="card narrow">
      <h1>Alterar nome</h1>
      <p className="muted">Este é o nome que as pessoas da paróquia veem no portal.</p>
      <Form form={form} onSubmit={onSubmit}>
        {failure && <Banner kind="error">{failure}</Banner>}
        <TextField name="name" label="Nome" required maxLength={120} autoComplete="name" />
        <div className="form-actions">
          <ElementLink to={pathTo('/settings')} container={container} className="btn">
            Cancelar
          </ElementLink>
          <SubmitButton busy={saving} disabled={done}>
            Salvar
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
