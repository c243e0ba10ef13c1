import { lazy, Suspense } from 'react';
import { displayTimeZone } from '../../../core/format';
import { withQueryClient } from '../../../core/query/provider';
import { useSession } from '../../../core/session/useSession';
import { Spinner, Toaster } from '../../../core/ui';
import { can } from '../../../shared/roles';
import { ListView } from './ListView';

const EditView = lazy(() => import('./EditView').then((m) => ({ default: m.EditView })));

/** The portal's screens: the list (/eventos) or the edit form (/eventos/{id}/editar), for the signed-in user. */
function SignedInScreens({ view, noticeId, container }: { view: string; noticeId?: number; container?: HTMLElement | ShadowRoot }) {
  const user = useSession((s) => s.user);
  const loading = useSession((s) => s.loading);
  if (!user) return loading ? <Spinner /> : <p className="muted">Entre no portal para ver os avisos.</p>;
  const timeZone = displayTimeZone(user.timezone);
  return (
    <div className="notices-root" part="base">
      <Toaster />
      <Suspense fallback={<Spinner />}>
        {view === 'edit' ? (
          <EditView key={noticeId} noticeId={Number(noticeId)} timeZone={timeZone} container={container} />
        ) : (
          <ListView canWrite={can(user, 'noticesWrite')} timeZone={timeZone} container={container} />
        )}
      </Suspense>
    </div>
  );
}

/** Inside the portal's query cache, which only the signed-in views load (the element is defined light for the public feed). */
export const SignedInView = withQueryClient(SignedInScreens);
