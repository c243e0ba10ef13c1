import { portalUrl } from '../../../core/config';
import { DataFrame, usePublicFetch } from '../../../core/data';
import { formatDate } from '../../../core/format';
import { usePager } from '../../../core/list/usePager';
import { Banner } from '../../../core/ui/Banner';
import { Pager } from '../../../core/ui/Pager';
import { positiveId } from '../../../core/ui/ParishAttribute';
import { NOTICES_MSG, type PublicNotice } from '../../../shared/schemas/notices-base';
import { ImportanceBadge } from '../components/ImportanceBadge';
import { fetchPublicFeed } from '../public-api';

/** Read-only: a parish's published notices for any website, with no sign-in and no write controls. */
export function PublicView({ paroquia, heading }: { paroquia?: number; heading: string }) {
  const parish = positiveId(paroquia);
  return (
    <section className="public-feed" aria-labelledby="public-feed-title" part="base">
      <h2 id="public-feed-title" className="public-title" part="title">
        {heading}
      </h2>
      {parish ? <Feed paroquia={parish} /> : <Banner kind="error">Informe a paróquia no atributo paroquia.</Banner>}
    </section>
  );
}

/** The feed page by page; the page on screen stays while the next one comes. */
function Feed({ paroquia }: { paroquia: number }) {
  const { page, setPage } = usePager(String(paroquia));
  const feed = usePublicFetch(String(page), (signal) => fetchPublicFeed(paroquia, page, signal), String(paroquia));
  return (
    <DataFrame
      state={feed}
      loading="Carregando avisos..."
      failed={NOTICES_MSG.listFailed}
      notFound="Paróquia não encontrada."
      empty="Nenhum aviso publicado"
      isEmpty={(data) => data.items.length === 0}
    >
      {(data) => (
        <>
          <ol className="public-list" aria-busy={feed.fetching}>
            {data.items.map((notice) => (
              <PublicCard key={notice.id} notice={notice} />
            ))}
          </ol>
          {data.lastPage > 1 && <Pager page={data.page} lastPage={data.lastPage} total={data.total} onPage={setPage} />}
        </>
      )}
    </DataFrame>
  );
}

function PublicCard({ notice }: { notice: PublicNotice }) {
  return (
    <li className="public-notice" part="notice">
      {notice.image_url && (
        // A file gone from the portal leaves no broken-image icon on the parish's site.
        <img className="public-image" src={portalUrl(notice.image_url)} alt="" loading="lazy" part="image" onError={(e) => (e.currentTarget.hidden = true)} />
      )}
      <div className="public-body">
        <h3 part="notice-title">{notice.title}</h3>
        <p className="public-meta">
          {notice.level_importance > 0 && <ImportanceBadge level={notice.level_importance} />}
          <time dateTime={notice.published_at}>{formatDate(notice.published_at)}</time>
        </p>
        {notice.legend && <p className="public-legend">{notice.legend}</p>}
      </div>
    </li>
  );
}
