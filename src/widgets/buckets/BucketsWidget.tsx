import type { ElementProps } from '../../core/elements/define';
import { displayTimeZone } from '../../core/format';
import { useSession } from '../../core/session/useSession';
import { Spinner, Toaster } from '../../core/ui';
import { BucketDetailView } from './components/BucketDetailView';
import { BucketListView } from './components/BucketListView';
import { WizardView } from './components/WizardView';

export interface BucketsWidgetProps extends ElementProps {
  /** Which screen: list (/buckets), new (/buckets/novo) or detail (/buckets/{rand}). Default list. */
  view?: 'list' | 'new' | 'detail' | string;
  /** The bucket's public code, for view="detail". */
  rand?: string;
}

/**
 * `<sacra-buckets view="list|new|detail" rand="...">`: the signed-in user's storage buckets
 * (spec section 2, /buckets, /buckets/novo, /buckets/{rand}). Roles 1 and 111 also see the
 * parish's other buckets, read-only.
 *
 * Attributes: `view`, `rand`, `api` (portal origin when embedded).
 * Navigates with `sacra-request-navigate` (the host routes in place).
 * Parts: `base`, `bucket-card`, `usage`, `dropzone`, `uploads`, `files`, `toasts`, `banner`.
 */
export function BucketsWidget({ view = 'list', rand = '', container }: BucketsWidgetProps) {
  const user = useSession((s) => s.user);
  const loading = useSession((s) => s.loading);
  const timeZone = displayTimeZone(user?.timezone);
  return (
    <div className="buckets" part="base">
      <Toaster />
      {!user ? (
        loading ? <Spinner /> : <p className="muted">Entre no portal para ver seus buckets.</p>
      ) : view === 'new' ? (
        <WizardView container={container} />
      ) : view === 'detail' ? (
        <BucketDetailView key={rand} rand={rand} timeZone={timeZone} container={container} />
      ) : (
        <BucketListView timeZone={timeZone} container={container} />
      )}
    </div>
  );
}
