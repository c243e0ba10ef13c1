import { lazy, Suspense } from 'react';
import type { WidgetProps } from '../../core/elements/define';
import { Spinner } from '../../core/ui/Spinner';
import { PublicView } from './views/PublicView';

// The signed-in screens load only when asked for: the public feed embedded on a website stays small.
const SignedInView = lazy(() => import('./views/SignedInView').then((m) => ({ default: m.SignedInView })));

/**
 * The parish notices: the table of /eventos (search, filters, pages, preview, create and delete, the write
 * controls only for those who may write), the edit form, and the read-only public feed a parish website
 * embeds (no sign-in, no cookies). After a save the edit view goes back to /eventos with the success
 * toast in the navigation state (`history.state.toast`).
 *
 * @tag sacra-notices
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
export function NoticesWidget({ view, noticeId, paroquia, heading, container }: WidgetProps<'sacra-notices'>) {
  if (view === 'public') return <PublicView paroquia={paroquia} heading={heading} />;
  return (
    <Suspense fallback={<Spinner />}>
      <SignedInView view={view} noticeId={noticeId} container={container} />
    </Suspense>
  );
}
