import type { WidgetProps } from '../../core/elements/define';
import { Banner, Toaster } from '../../core/ui';
import { SACRAMENTOS_MSG } from '../../shared/schemas/sacramentos';
import { kindOf } from './kinds';
import { BooksView } from './views/BooksView';
import { ClassRecordsView } from './views/ClassRecordsView';
import { ListView } from './views/ListView';
import { RecordFormView } from './views/RecordFormView';
import { RecordView } from './views/RecordView';

/**
 * The sacramental books: baptisms, confirmations, marriages and funerals by kind, the record with
 * its marginal notes and history, corrections, annulment and certificates (roles 1, 111); reading for role 2.
 * A concluded Crisma class goes into the book in one step (`turma`).
 *
 * @tag sacra-sacramentos
 * @csspart base
 * @csspart tabs
 * @csspart filters
 * @csspart table
 * @csspart pagination
 */
export function SacramentosWidget({ view, tipo, recordId, classId, container }: WidgetProps<'sacra-sacramentos'>) {
  const kind = kindOf(tipo);
  const id = recordId && /^\d+$/.test(recordId) ? Number(recordId) : null;
  const needsKind = view === 'new' || view === 'edit' || view === 'record';
  const turmaId = classId && /^\d+$/.test(classId) ? Number(classId) : null;
  return (
    <div className="sacramentos" part="base">
      {needsKind && (!kind || (view !== 'new' && id === null)) ? (
        <section className="page">
          <h1>Registro</h1>
          <Banner kind="error">{kind ? 'Registro não encontrado.' : 'Tipo de registro desconhecido: use batismo, crisma, matrimonio ou obito.'}</Banner>
        </section>
      ) : view === 'new' || view === 'edit' ? (
        <RecordFormView key={`${view}-${kind}-${id ?? ''}`} container={container} tipo={kind!} id={view === 'edit' ? id : null} />
      ) : view === 'record' ? (
        <RecordView key={`${kind}-${id}`} container={container} tipo={kind!} id={id!} />
      ) : view === 'turma' ? (
        turmaId === null ? (
          <section className="page">
            <h1>Lançar turma no livro de Crisma</h1>
            <Banner kind="error">{SACRAMENTOS_MSG.classNotFound}</Banner>
          </section>
        ) : (
          <ClassRecordsView key={turmaId} container={container} turmaId={turmaId} />
        )
      ) : view === 'books' ? (
        <BooksView container={container} />
      ) : (
        <ListView container={container} />
      )}
      <Toaster />
    </div>
  );
}
