import { useNow } from '../../../core/hooks/useNow';
import { CHAT_PAGE_SIZES, type ChatContact } from '../../../shared/schemas/chat';
import { TEXT } from '../text';
import type { ContactsState } from '../useContacts';
import { LAST_SEEN_REFRESH_MS } from '../last-seen';
import { useInfiniteScroll } from '../useInfiniteScroll';
import { ContactRow, type RowActions } from './ContactRow';
import { PaneFrame, PaneSpinner } from './PaneFrame';

function Group({
  id,
  title,
  people,
  selectedId,
  actions,
}: {
  id: string;
  title: string;
  people: ChatContact[];
  selectedId: number | null;
  actions: RowActions;
}) {
  return (
    <section className="contact-group" aria-labelledby={id}>
      <h2 id={id} className="group-title">
        {title}
      </h2>
      <ul className="contact-list">
        {people.map((c) => (
          <ContactRow key={c.id} contact={c} selected={c.id === selectedId} {...actions} />
        ))}
      </ul>
    </section>
  );
}

/** The left pane: search, page size, 'Meus Fixados' and 'Pessoas da sua paróquia', loaded as it scrolls. */
export function ContactList({
  contacts,
  selectedId,
  timeZone,
  onSelect,
}: {
  contacts: ContactsState;
  selectedId: number | null;
  timeZone: string;
  onSelect: (contact: ChatContact) => void;
}) {
  const now = useNow(LAST_SEEN_REFRESH_MS);
  const { box, sentinel } = useInfiniteScroll<HTMLDivElement, HTMLDivElement>(contacts.loadMore, contacts.hasMore, contacts.list.length);
  const { pinned, others } = contacts.groups;
  const actions: RowActions = { now, timeZone, onSelect, onTogglePin: contacts.togglePin };
  return (
    <aside className="contacts" aria-label="Pessoas" part="contacts">
      <div className="contacts-tools">
        <label className="sr-only" htmlFor="chat-search">
          {TEXT.searchLabel}
        </label>
        <input
          id="chat-search"
          type="search"
          className="search"
          placeholder={TEXT.searchPlaceholder}
          value={contacts.search}
          onChange={(e) => contacts.setSearch(e.target.value)}
          autoComplete="off"
        />
        <label className="page-size">
          <span>{TEXT.pageSizeLabel}</span>
          <select value={contacts.pageSize} onChange={(e) => contacts.setPageSize(Number(e.target.value))}>
            {CHAT_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="contacts-scroll" ref={box}>
        <PaneFrame state={contacts.state} loading={TEXT.loading} failed={TEXT.usersFailed} empty={TEXT.noUsers}>
          {() => (
            <>
              {pinned.length > 0 && <Group id="group-pinned" title={TEXT.pinnedGroup} people={pinned} selectedId={selectedId} actions={actions} />}
              {others.length > 0 && <Group id="group-others" title={TEXT.othersGroup} people={others} selectedId={selectedId} actions={actions} />}
            </>
          )}
        </PaneFrame>
        <div ref={sentinel} className="sentinel" aria-hidden="true" />
        {contacts.loadingMore && <PaneSpinner label={TEXT.loadingMore} />}
      </div>
    </aside>
  );
}
