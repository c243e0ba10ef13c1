import { Banner, Spinner } from '../../../core/ui';
import type { Detection } from '../useTimezoneDetection';

/** What the time-zone detection is doing or found. */
export function DetectionStatus({ detection }: { detection: Detection }) {
  const { status, message } = detection;
  if (status === 'idle' || !message) return null;
  if (status === 'requesting') return <Spinner label={message} />;
  return <Banner kind={status === 'ok' ? 'success' : 'info'}>{message}</Banner>;
}
