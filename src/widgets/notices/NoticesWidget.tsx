import { lazy, Suspense } from 'react';
import type { ElementProps } from '../../core/elements/define';
import { Spinner } from '../../core/ui';
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
 * `<sacra-notices view="list|edit|public">`: the parish notices (spec sections 2, 7, 8, 9; /eventos).
 *
 * Attributes:
 * - `view`: `list` (default) the table with search, filters, pagination, preview, create and delete;
 *   `edit` the edit form of `notice-id`; `public` the read-only feed of `paroquia` (no sign-in, no cookies).
 * - `notice-id` (view="edit"), `paroquia` and `heading` (view="public"), `api` (portal origin when embedded).
 * Signed-in views read the user from the shared session; only roles with noticesWrite see 'Novo aviso',
 * 'Editar' and 'Excluir'. After a save the edit view asks the host to go to /eventos with the success
 * toast in the navigation state (`history.state.toast`).
 * Events: `sacra-notice-opened` {id} when a notice is opened; `sacra-request-navigate` for links.
 * Parts: `base`, `title`, `notice`, `notice-title`, `image`, `importance`, `filters`, `table`, `pagination`,
 * `attachment-image`, `attachment-placeholder`, `toasts`, `modal`, `banner`.
 * CSS custom properties: `--sacra-primary`, `--sacra-text`, `--sacra-muted`, `--sacra-surface`, `--sacra-border`,
 * `--sacra-radius`, `--sacra-font`, and `--sacra-notices-gap`, `--sacra-notices-card-background`.
 */
export function NoticesWidget({ view = 'list', noticeId, paroquia, heading, container }: NoticesWidgetProps) {
  if (view === 'public') return <PublicView paroquia={paroquia} heading={heading} />;
  return (
    <Suspense fallback={<Spinner />}>
      <SignedInView view={view} noticeId={noticeId} container={container} />
    </Suspense>
  );
}
