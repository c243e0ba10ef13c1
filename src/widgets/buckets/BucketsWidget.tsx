import type { ElementProps } from '../../core/elements/define';
import { displayTimeZone } from '../../core/format';
import { useUser } from '../../core/session/SignedIn';
import { Toaster } from '../../core/ui';
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
 * The signed-in user's storage buckets: the list, the creation wizard and a bucket's files (upload by
 * drop or picker, usage, delete). Roles 1 and 111 also see the parish's other buckets, read-only.
 *
 * @tag sacra-buckets
 * @attr {'list' | 'new' | 'detail'} view - `list`, `new`, `detail`
 * @attr {string} rand - `detail`
 * @csspart base
 * @csspart bucket-card
 * @csspart usage
 * @csspart dropzone
 * @csspart uploads
 * @csspart files
 */
export function BucketsWidget({ view = 'list', rand = '', container }: BucketsWidgetProps) {
  const timeZone = displayTimeZone(useUser().timezone);
  return (
    <div className="buckets" part="base">
      <Toaster />
      {view === 'new' ? (
        <WizardView container={container} />
      ) : view === 'detail' ? (
        <BucketDetailView key={rand} rand={rand} timeZone={timeZone} container={container} />
      ) : (
        <BucketListView timeZone={timeZone} container={container} />
      )}
    </div>
  );
}
