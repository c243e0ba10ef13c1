import { DataFrame, fromQuery } from '../../../core/data';
import { ElementLink } from '../../../core/ui/ElementLink';
import { useBucketList } from '../queries';
import { TEXT } from '../text';
import { BucketCard } from './BucketCard';
import { pathTo } from '../../../core/paths';

/** /buckets: the cards and 'Criar bucket'; empty: 'Nenhum bucket criado ainda.' */
export function BucketListView({ timeZone, container }: { timeZone: string; container?: HTMLElement | ShadowRoot }) {
  const list = useBucketList();
  return (
    <section className="bucket-list">
      <header className="page-head">
        <h1>Buckets</h1>
        <ElementLink to={pathTo('/buckets/novo')} container={container} className="btn btn-primary">
          {TEXT.createLink}
        </ElementLink>
      </header>
      <DataFrame state={fromQuery(list)} loading="Carregando buckets..." failed={TEXT.listFailed} empty={TEXT.empty}>
        {(buckets) => (
          <ul className="bucket-grid">
            {buckets.map((bucket) => (
              <li key={bucket.rand}>
                <BucketCard bucket={bucket} timeZone={timeZone} container={container} />
              </li>
            ))}
          </ul>
        )}
      </DataFrame>
    </section>
  );
}
