import type { Bucket } from '../../../shared/schemas/buckets';
import { usageLevel, usageText } from '../usage';

/** Used / max with a bar: red from 95%, and a full bar at 100% (when uploads are blocked). */
export function UsageBar({ bucket, label = 'Uso do bucket' }: { bucket: Bucket; label?: string }) {
  const level = usageLevel(bucket);
  const text = usageText(bucket);
  return (
    <div className="usage" part="usage">
      <div className="usage-text">
        <span className="muted">Uso</span>
        <span>{text}</span>
      </div>
      <div
        className={`usage-bar usage-${level}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bucket.used_percent}
        aria-valuetext={text}
        data-level={level}
      >
        <span style={{ width: `${Math.min(100, bucket.used_percent)}%` }} />
      </div>
    </div>
  );
}
