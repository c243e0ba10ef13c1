import { errorText } from '../../../core/api/errors';
import { portalUrl } from '../../../core/config';
import { formatDate } from '../../../core/format';
import { Banner, EmptyState, Spinner } from '../../../core/ui';
import { NOTICES_MSG, type PublicNotice } from '../../../shared/schemas/notices-base';
import { ImportanceBadge } from '../components/ImportanceBadge';
import { Pager } from '../../../core/ui/Pager';
import { usePublicFeed } from '../usePublicFeed';

/** Read-only: a parish's published notices for any website, with no sign-in and no write controls. */
export function PublicView({ paroquia, heading }: { paroquia?: number; heading: string }) {
  const { valid, setPage, query } = usePublicFeed(paroquia);
  const { data, error, isPending, isFetching } = query;
  return (
    <section className="public-feed" aria-labelledby="public-feed-title" part="base">
      <h2 id="public-feed-title" className="public-title" part="title">
        {heading}
      </h2>
      {!valid ? (
        <Banner kind="error">Informe a paróquia no atributo paroquia.</Banner>
      ) : isPending ? (
        <Spinner label="Carregando avisos..." />
      ) : error && !data ? (
        <Banner kind="error">{errorText(error, NOTICES_MSG.listFailed)}</Banner>
      ) : !data || data.items.length === 0 ? (
        <EmptyState title="Nenhum aviso publicado" />
      ) : (
        <>
          <ol className="public-list" aria-busy={isFetching}>
            {data.items.map((notice) => (
              <PublicCard key={notice.id} notice={notice} />
            ))}
          </ol>
          {data.lastPage > 1 && <Pager page={data.page} lastPage={data.lastPage} total={data.total} onPage={setPage} />}
        </>
      )}
    </section>
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
