import { errorText } from '../../../core/api/errors';
import { Form, SubmitButton } from '../../../core/form';
import { DataFrame, fromQuery } from '../../../core/data';
import { Banner } from '../../../core/ui';
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

const loadFailed = (error: unknown) => `${NOTICES_MSG.loadFailed}: ${errorText(error)}`;

/** /eventos/{id}/editar: loads the notice, then the form; a notice that cannot load offers the way back. */
export function EditView({ noticeId, timeZone, container }: EditViewProps) {
  const notice = useNotice(noticeId);
  return (
    <section className="notices notice-edit" aria-labelledby="notice-edit-title">
      <header className="page-head">
        <h1 id="notice-edit-title">Editar aviso</h1>
      </header>
      <DataFrame state={fromQuery(notice)} loading="Carregando aviso..." failed={loadFailed} notFound={loadFailed}>
        {(data) => <EditForm key={data.id} notice={data} timeZone={timeZone} container={container} />}
      </DataFrame>
      {notice.isError && (
        <ElementLink to={LIST_PATH} container={container} className="btn">
          Voltar para os avisos
        </ElementLink>
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
