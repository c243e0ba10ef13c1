import { lazy, Suspense } from 'react';
import { displayTimeZone } from '../../../core/format';
import { withQueryClient } from '../../../core/query/provider';
import { SignedIn } from '../../../core/session/SignedIn';
import { Spinner, Toaster } from '../../../core/ui';
import listCss from '../../../core/ui/list.css?inline';
import { can } from '../../../shared/roles';
import { ListView } from './ListView';

const EditView = lazy(() => import('./EditView').then((m) => ({ default: m.EditView })));

/**
 * The portal's screens: the list (/eventos) or the edit form (/eventos/{id}/editar), for the signed-in user.
 * The list kit's look comes with them: the public feed, defined light, does without it.
 */
function SignedInScreens({ view, noticeId, container }: { view: string; noticeId?: number; container?: HTMLElement | ShadowRoot }) {
  return (
    <SignedIn signedOut="Entre no portal para ver os avisos.">
      {(user) => (
        <div className="notices-root" part="base">
          <style>{listCss}</style>
          <Toaster />
          <Suspense fallback={<Spinner />}>
            {view === 'edit' ? (
              <EditView key={noticeId} noticeId={Number(noticeId)} timeZone={displayTimeZone(user.timezone)} container={container} />
            ) : (
              <ListView canWrite={can(user, 'noticesWrite')} timeZone={displayTimeZone(user.timezone)} container={container} />
            )}
          </Suspense>
        </div>
      )}
    </SignedIn>
  );
}

/** Inside the portal's query cache, which only the signed-in views load (the element is defined light for the public feed). */
export const SignedInView = withQueryClient(SignedInScreens);
