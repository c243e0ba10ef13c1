import type { WidgetProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { AgendaView } from './views/AgendaView';
import { CursoView } from './views/CursoView';
import { ListView } from './views/ListView';
import { RequestView } from './views/RequestView';

/**
 * The office's side of the requests from the website (issue 34): the list by type and state; a request's page with
 * the parish's rule checks, its files and fee, the messages to the family, 'batizado' (the book's entry written from
 * the request) and 'emitir' (the certificate of the entry found); the baptism dates and the preparation course's
 * sessions with their places; a session's attendance and course certificates.
 *
 * @tag sacra-solicitacoes
 * @csspart base
 */
export function SolicitacoesWidget({ view, solicitacaoId, cursoId, container }: WidgetProps<'sacra-solicitacoes'>) {
  return (
    <div className="solicitacoes" part="base">
      {view === 'request' ? (
        <RequestView key={solicitacaoId} container={container} solicitacaoId={solicitacaoId} />
      ) : view === 'datas' || view === 'cursos' ? (
        <AgendaView key={view} container={container} agenda={view} />
      ) : view === 'curso' ? (
        <CursoView key={cursoId} container={container} cursoId={cursoId} />
      ) : (
        <ListView container={container} />
      )}
      <Toaster />
    </div>
  );
}
