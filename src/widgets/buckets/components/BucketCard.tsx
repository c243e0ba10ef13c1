import { useId } from 'react';
import { formatDate } from '../../../core/format';
import type { Bucket } from '../../../shared/schemas/buckets';
import { regionLabel } from '../wizard';
import { ElementLink } from '../../../core/ui/ElementLink';
import { UsageBar } from './UsageBar';

/** One bucket in the list: name (link to its page), code, creation date, usage. */
export function BucketCard({ bucket, timeZone, container }: { bucket: Bucket; timeZone: string; container?: HTMLElement | ShadowRoot }) {
  const titleId = useId();
  return (
    <article className="card bucket-card" aria-labelledby={titleId} part="bucket-card">
      <h2 id={titleId} className="bucket-card-title">
        <ElementLink to={`/buckets/${bucket.rand}`} container={container}>
          {bucket.name}
        </ElementLink>
      </h2>
      <dl className="facts">
        <div>
          <dt>Código</dt>
          <dd>
            <code>{bucket.rand}</code>
          </dd>
        </div>
        <div>
          <dt>Criado em</dt>
          <dd>{formatDate(bucket.created_at, { timeZone })}</dd>
        </div>
        <div>
          <dt>Região</dt>
          <dd>{regionLabel(bucket.regiao)}</dd>
        </div>
        {!bucket.is_owner && (
          <div>
            <dt>Criado por</dt>
            <dd>{bucket.owner_name}</dd>
          </div>
        )}
      </dl>
      <UsageBar bucket={bucket} label={`Uso do bucket ${bucket.name}`} />
    </article>
  );
}
