import { Form, FormActions } from '../../../core/form';
import { pathTo } from '../../../core/paths';
import { Banner, PageHead } from '../../../core/ui';
import { CasamentoFields } from '../components/CasamentoFields';
import { TEXT } from '../text';
import { useCasamentoForm } from '../useCasamentoForm';
import type { ViewProps } from './types';

/** /casamentos/novo: the couple, their parishes, the wedding wished for; saved, the file's page opens. */
export function FormView({ container }: ViewProps) {
  const f = useCasamentoForm(null, container);
  return (
    <section className="page" aria-labelledby="file-form-title">
      <PageHead id="file-form-title" title={TEXT.newFile} />
      {f.failure && <Banner kind="error">{f.failure}</Banner>}
      <Form form={f.form} onSubmit={f.onSubmit} className="card form" aria-labelledby="file-form-title">
        <CasamentoFields />
        <FormActions cancelTo={pathTo('/casamentos')} container={container} busy={f.form.formState.isSubmitting} className="form-actions" />
      </Form>
    </section>
  );
}
