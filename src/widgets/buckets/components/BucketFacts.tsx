import { formatDate } from '../../../core/format';
import type { Bucket } from '../../../shared/schemas/buckets';
import { regionLabel } from '../wizard';

/** A bucket's code, region, creation date and, for a bucket shared with the user, its owner. */
export function BucketFacts({ bucket, timeZone }: { bucket: Bucket; timeZone: string }) {
  return (
    <dl className="facts">
      <div>
        <dt>Código</dt>
        <dd>
          <code>{bucket.rand}</code>
        </dd>
      </div>
      <div>
        <dt>Região</dt>
        <dd>{regionLabel(bucket.regiao)}</dd>
      </div>
      <div>
        <dt>Criado em</dt>
        <dd>{formatDate(bucket.created_at, { timeZone })}</dd>
      </div>
      {!bucket.is_owner && (
        <div>
          <dt>Criado por</dt>
          <dd>{bucket.owner_name}</dd>
        </div>
      )}
    </dl>
  );
}
