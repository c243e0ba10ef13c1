import { Form, FormActions } from '../../../core/form';
import { Banner, PageHead } from '../../../core/ui';
import { AccessChoice } from '../components/AccessChoice';
import { AccountFieldset } from '../components/AccountFieldset';
import { useAccountForm } from '../useAccountForm';
import { pathTo } from '../../../core/paths';

/** /usuarios/novo: a new account of the parish, invited by e-mail or with a temporary password. */
export function NewView({ container }: { container?: HTMLElement | ShadowRoot }) {
  const f = useAccountForm(null, container);
  return (
    <section className="page" aria-labelledby="new-account-title">
      <PageHead id="new-account-title" title="Nova conta" />
      {f.failure && (
        <Banner kind="error" onClose={f.closeFailure}>
          {f.failure}
        </Banner>
      )}
      <Form form={f.form} onSubmit={f.onSubmit} className="card form" aria-labelledby="new-account-title" part="form">
        <AccountFieldset grantable={f.grantable} />
        <AccessChoice />
        <FormActions cancelTo={pathTo('/usuarios')} container={container} busy={f.saving} className="form-actions" />
      </Form>
    </section>
  );
}
