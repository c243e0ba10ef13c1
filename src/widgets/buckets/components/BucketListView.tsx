import { errorText } from '../../../core/api/errors';
import { EmptyState, ErrorState, Spinner } from '../../../core/ui';
import { TEXT } from '../messages';
import { useBucketList } from '../useBuckets';
import { BucketCard } from './BucketCard';
import { ElementLink } from '../../../core/ui/ElementLink';
import { pathTo } from '../../../core/paths';

/** /buckets: the cards and 'Criar bucket'; empty: 'Nenhum bucket criado ainda.' */
export function BucketListView({ timeZone, container }: { timeZone: string; container?: HTMLElement | ShadowRoot }) {
  const { data, error, isPending, refetch, isFetching } = useBucketList();
  const create = (
    <ElementLink to={pathTo('/buckets/novo')} container={container} className="btn btn-primary">
      {TEXT.createLink}
    </ElementLink>
  );
  return (
    <section className="bucket-list">
      <header className="page-head">
        <h1>Buckets</h1>
        {create}
      </header>
      {isPending ? (
        <Spinner label="Carregando buckets..." />
      ) : error ? (
        <ErrorState text={errorText(error, TEXT.listFailed)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.length === 0 ? (
        <EmptyState title={TEXT.empty} />
      ) : (
        <ul className="bucket-grid">
          {data.map((bucket) => (
            <li key={bucket.rand}>
              <BucketCard bucket={bucket} timeZone={timeZone} container={container} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
