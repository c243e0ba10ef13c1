import { errorText } from '../../../core/api/errors';
import { Form, SubmitButton } from '../../../core/form';
import { Banner, Spinner } from '../../../core/ui';
import { NOTICES_MSG, type Notice } from '../../../shared/schemas/notices';
import { ElementLink } from '../../../core/ui/ElementLink';
import { NoticeFields } from '../components/NoticeFields';
import { useNotice } from '../queries';
import { LIST_PATH, useEditNotice } from '../useEditNotice';

export interface EditViewProps {
  noticeId: number;
  timeZone: string;
  container?: HTMLElement | ShadowRoot;
}

/** /eventos/{id}/editar: loads the notice, then the form. */
export function EditView({ noticeId, timeZone, container }: EditViewProps) {
  const { data, error, isPending } = useNotice(noticeId);
  return (
    <section className="notices notice-edit" aria-labelledby="notice-edit-title">
      <header className="page-head">
        <h1 id="notice-edit-title">Editar aviso</h1>
      </header>
      {isPending ? (
        <Spinner label="Carregando aviso..." />
      ) : error || !data ? (
        <>
          <Banner kind="error">
            {NOTICES_MSG.loadFailed}: {errorText(error)}
          </Banner>
          <ElementLink to={LIST_PATH} container={container} className="btn">
            Voltar para os avisos
          </ElementLink>
        </>
      ) : (
        <EditForm key={data.id} notice={data} timeZone={timeZone} container={container} />
      )}
    </section>
  );
}

function EditForm({ notice, timeZone, container }: { notice: Notice; timeZone: string; container?: HTMLElement | ShadowRoot }) {
  const { notice: fields, submit, busy, failure, dismissFailure } = useEditNotice(notice, timeZone, container);
  return (
    <Form form={fields.form} onSubmit={submit} className="card">
      {failure && (
        <Banner kind="error" onClose={dismissFailure}>
          {failure}
        </Banner>
      )}
      <NoticeFields notice={fields} current={notice} />
      <div className="form-actions">
        <ElementLink to={LIST_PATH} container={container} className="btn">
          Cancelar
        </ElementLink>
        <SubmitButton busy={busy}>Salvar alterações</SubmitButton>
      </div>
    </Form>
  );
}
