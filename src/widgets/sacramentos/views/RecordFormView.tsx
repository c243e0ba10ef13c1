import { errorText } from '../../../core/api/errors';
import { Form, SubmitButton } from '../../../core/form';
import { Banner, Spinner } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { SACRAMENTO_TIPOS, SACRAMENTOS_MSG } from '../../../shared/schemas/sacramentos';
import { BookNumbers, KindFields } from '../components/KindFields';
import { useRecordForm } from '../useRecordForm';
import type { RecordViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /sacramentos/{tipo}/novo and /sacramentos/{tipo}/{id}/editar: the kind's fields, the person, the book's numbers. */
export function RecordFormView({ container, tipo, id }: RecordViewProps) {
  const { form, record, failure, onSubmit } = useRecordForm(tipo, id, container);
  const editing = id !== null;
  const title = `${editing ? 'Corrigir registro' : 'Novo registro'} de ${SACRAMENTO_TIPOS[tipo]}`;
  const back = editing ? pathTo('/sacramentos/{tipo}/{id}', { tipo, id }) : pathTo('/sacramentos', { query: { tipo } });
  if (editing && (record.isError || record.data?.anulado)) {
    return (
      <section className="page">
        <h1>{title}</h1>
        <Banner kind="error">{record.data?.anulado ? SACRAMENTOS_MSG.annulledReadOnly : errorText(record.error, SACRAMENTOS_MSG.notFound)}</Banner>
      </section>
    );
  }
  if (editing && !record.data) return <Spinner label="Carregando registro..." />;
  return (
    <section className="page" aria-labelledby="record-form-title">
      <header className="page-head">
        <h1 id="record-form-title">{title}</h1>
      </header>
      {failure && <Banner kind="error">{failure}</Banner>}
      <Form form={form} onSubmit={onSubmit} className="card form" aria-labelledby="record-form-title">
        <KindFields tipo={tipo} />
        <BookNumbers editing={editing} />
        <div className="form-actions">
          <ElementLink to={back} container={container} className="btn">
            Cancelar
          </ElementLink>
          <SubmitButton busy={form.formState.isSubmitting}>{editing ? 'Salvar correção' : 'Lançar no livro'}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
