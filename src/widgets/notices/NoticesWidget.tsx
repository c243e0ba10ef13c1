import { lazy, Suspense } from 'react';
import type { ElementProps } from '../../core/elements/define';
import { Spinner } from '../../core/ui/Spinner';
import { PublicView } from './views/PublicView';

// The signed-in screens load only when asked for: the public feed embedded on a website stays small.
const SignedInView = lazy(() => import('./views/SignedInView').then((m) => ({ default: m.SignedInView })));

export const NOTICES_VIEWS = ['list', 'edit', 'public'] as const;

export interface NoticesWidgetProps extends ElementProps {
  /** list (/eventos, default), edit (/eventos/{id}/editar) or public (a parish website's read-only feed). */
  view?: (typeof NOTICES_VIEWS)[number] | string;
  /** The notice to edit (view="edit"). */
  noticeId?: number;
  /** The parish whose published notices the public view shows. */
  paroquia?: number;
  /** The public view's heading (default 'Avisos da paróquia'). */
  heading?: string;
}

/**
 * The parish notices: the table of /eventos (search, filters, pages, preview, create and delete, the write
 * controls only for those who may write), the edit form, and the read-only public feed a parish website
 * embeds (no sign-in, no cookies). After a save the edit view goes back to /eventos with the success
 * toast in the navigation state (`history.state.toast`).
 *
 * @tag sacra-notices
 * @attr {'list' | 'edit' | 'public'} view - `public` (mural só leitura, sem login), `list` (/eventos, padrão), `edit`
 * @attr {number} paroquia - número da paróquia, `public`
 * @attr {string} heading - título do mural, padrão "Avisos da paróquia"
 * @attr {number} notice-id - `edit`
 * @event {CustomEvent<{ id: number }>} sacra-notice-opened - um aviso foi aberto
 * @event {CustomEvent<{ id: number; created: boolean }>} sacra-notice-saved - um aviso foi criado ou alterado
 * @event {CustomEvent<{ id: number }>} sacra-notice-deleted - um aviso foi excluído
 * @csspart base
 * @csspart title
 * @csspart notice
 * @csspart notice-title
 * @csspart image
 * @csspart importance
 * @csspart filters
 * @csspart table
 * @csspart pagination
 * @csspart attachment-image
 * @csspart attachment-placeholder
 * @cssproperty --sacra-notices-gap
 * @cssproperty --sacra-notices-card-background
 */
export function NoticesWidget({ view = 'list', noticeId, paroquia, heading, container }: NoticesWidgetProps) {
  if (view === 'public') return <PublicView paroquia={paroquia} heading={heading} />;
  return (
    <Suspense fallback={<Spinner />}>
      <SignedInView view={view} noticeId={noticeId} container={container} />
    </Suspense>
  );
}
