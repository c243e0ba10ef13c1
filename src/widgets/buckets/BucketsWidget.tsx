import type { WidgetProps } from '../../core/elements/define';
import { displayTimeZone } from '../../core/format';
import { useUser } from '../../core/session/SignedIn';
import { Toaster } from '../../core/ui';
import { BucketDetailView } from './components/BucketDetailView';
import { BucketListView } from './components/BucketListView';
import { WizardView } from './components/WizardView';

/**
 * The signed-in user's storage buckets: the list, the creation wizard and a bucket's files (upload by
 * drop or picker, usage, delete). Roles 1 and 111 also see the parish's other buckets, read-only.
 *
 * @tag sacra-buckets
 * @csspart base
 * @csspart bucket-card
 * @csspart usage
 * @csspart dropzone
 * @csspart uploads
 * @csspart files
 */
export function BucketsWidget({ view, rand = '', container }: WidgetProps<'sacra-buckets'>) {
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
