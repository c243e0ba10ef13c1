import { lazy, Suspense } from 'react';
import { displayTimeZone } from '../../../core/format';
import { withQueryClient } from '../../../core/query/provider';
import { SignedIn, useUser } from '../../../core/session/SignedIn';
import { Spinner, Toaster } from '../../../core/ui';
import listCss from '../../../core/ui/list.css?inline';
import screensCss from '../../../core/ui/screens.css?inline';
import { can } from '../../../shared/roles';
import { ListView } from './ListView';

const EditView = lazy(() => import('./EditView').then((m) => ({ default: m.EditView })));

/**
 * The portal's screens: the list (/eventos) or the edit form (/eventos/{id}/editar), for the signed-in user.
 * The screens' layout pieces and the list kit's look come with them: the public feed, defined light, does without them.
 */
type ScreenProps = { view: string; noticeId?: number; container?: HTMLElement | ShadowRoot };

function SignedInScreens(props: ScreenProps) {
  return (
    <SignedIn signedOut="Entre no portal para ver os avisos.">
      <Screens {...props} />
    </SignedIn>
  );
}

function Screens({ view, noticeId, container }: ScreenProps) {
  const user = useUser();
  const timeZone = displayTimeZone(user.timezone);
  return (
    <div className="notices-root" part="base">
      <style>{screensCss + listCss}</style>
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
