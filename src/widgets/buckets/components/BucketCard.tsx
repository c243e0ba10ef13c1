import { useId } from 'react';
import type { Bucket } from '../../../shared/schemas/buckets';
import { BucketFacts } from './BucketFacts';
import { ElementLink } from '../../../core/ui/ElementLink';
import { UsageBar } from './UsageBar';
import { pathTo } from '../../../core/paths';

/** One bucket in the list: name (link to its page), code, creation date, usage. */
export function BucketCard({ bucket, timeZone, container }: { bucket: Bucket; timeZone: string; container?: HTMLElement | ShadowRoot }) {
  const titleId = useId();
  return (
    <article className="card bucket-card" aria-labelledby={titleId} part="bucket-card">
      <h2 id={titleId} className="bucket-card-title">
        <ElementLink to={pathTo('/buckets/{rand}', { rand: bucket.rand })} container={container}>
          {bucket.name}
        </ElementLink>
      </h2>
      <BucketFacts bucket={bucket} timeZone={timeZone} />
      <UsageBar bucket={bucket} label={`Uso do bucket ${bucket.name}`} />
    </article>
  );
}
