import { DataFrame, fromQuery } from '../../../core/data';
import { Form, SubmitButton } from '../../../core/form';
import { Banner } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { SACRAMENTO_TIPOS, SACRAMENTOS_MSG } from '../../../shared/schemas/sacramentos';
import { BookNumbers, KindFields } from '../components/KindFields';
import { useRecordForm } from '../useRecordForm';
import type { RecordViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /sacramentos/{tipo}/novo and /sacramentos/{tipo}/{id}/editar: the kind's fields, the person, the book's numbers. */
export function RecordFormView({ container, tipo, id }: RecordViewProps) {
  const f = useRecordForm(tipo, id, container);
  const editing = id !== null;
  const title = `${editing ? 'Corrigir registro' : 'Novo registro'} de ${SACRAMENTO_TIPOS[tipo]}`;
  const back = editing ? pathTo('/sacramentos/{tipo}/{id}', { tipo, id }) : pathTo('/sacramentos', { query: { tipo } });
  const form = (
    <>
      {f.failure && <Banner kind="error">{f.failure}</Banner>}
      <Form form={f.form} onSubmit={f.onSubmit} className="card form" aria-labelledby="record-form-title">
        <KindFields tipo={tipo} />
        <BookNumbers editing={editing} />
        <div className="form-actions">
          <ElementLink to={back} container={container} className="btn">
            Cancelar
          </ElementLink>
          <SubmitButton busy={f.form.formState.isSubmitting}>{editing ? 'Salvar correção' : 'Lançar no livro'}</SubmitButton>
        </div>
      </Form>
    </>
  );
  return (
    <section className="page" aria-labelledby="record-form-title">
      <header className="page-head">
        <h1 id="record-form-title">{title}</h1>
      </header>
      {editing ? (
        <DataFrame
          state={fromQuery(f.record)}
          loading="Carregando registro..."
          failed={SACRAMENTOS_MSG.notFound}
          empty={<Banner kind="error">{SACRAMENTOS_MSG.notFound}</Banner>}
          isEmpty={(record) => record === null}
        >
          {(record) => (record!.anulado ? <Banner kind="error">{SACRAMENTOS_MSG.annulledReadOnly}</Banner> : form)}
        </DataFrame>
      ) : (
        form
      )}
    </section>
  );
}
