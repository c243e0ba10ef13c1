import {
  columnVisibilityFeature,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Filter } from './list-state';
import type { ListController } from './useListController';

/** One column of a list: its header (also each cell's label when rows become cards) and how a row shows in it. */
export interface Column<T> {
  /** The column's name; for a sortable column, also its sort key. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** The body cells' class (not the header's). */
  className?: string;
  /** The cell that names its row (a row header, read before every other cell). */
  rowHeader?: boolean;
  /** Left out, header and cells (e.g. 'Ações' for someone who may not act). */
  hidden?: boolean;
}

/** Each row's key: its `id` (react-admin's record id), unless `rowKey` says otherwise; a row without an `id` must say. */
type RowKey<T> = T extends { id: string | number } ? { rowKey?: (row: T) => string | number } : { rowKey: (row: T) => string | number };

export type DataTableProps<T extends RowData> = RowKey<T> & {
  list: Pick<ListController<T, Filter>, 'data' | 'state' | 'setSort' | 'stale'>;
  columns: Column<T>[];
  /** Read by screen readers only. */
  caption: string;
  /** The screen's own class, beside the kit's. */
  className?: string;
  /** What Enter does on a focused row (opens its sheet, its editor). */
  onOpen?: (row: T) => void;
};

const idOf = (row: unknown) => (row as { id: string | number }).id;

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature });
const NO_ROWS: never[] = [];
const MARK = { asc: '▲', desc: '▼' } as const;

/**
 * A list's page as a table, column state and sorting by TanStack Table: a sortable header is a button that
 * sorts by its column (the same column again flips the direction). The rows are one tab stop: arrow keys,
 * Home and End move between them, Enter opens the focused one. In a narrow box (a phone) each row becomes a
 * card whose cells are labelled by their headers (core/ui/list.css).
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { list, columns, caption, className, onOpen } = props;
  const rowKey = (props.rowKey as ((row: T) => string | number) | undefined) ?? idOf;
  const sorting: SortingState = list.state.sort ? [{ id: list.state.sort.key, desc: list.state.sort.dir === 'desc' }] : [];
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  // The list sorts (on the server, or the controller in the browser): an accessor only makes a column sortable here.
  const defs = useMemo<ColumnDef<typeof features, T>[]>(
    () => columns.map((c) => ({ id: c.id, header: c.header, accessorFn: () => null, enableSorting: c.sortable === true })),
    [columns],
  );
  const columnVisibility = useMemo(() => Object.fromEntries(columns.map((c) => [c.id, !c.hidden])), [columns]);
  const table = useTable<typeof features, T>({
    features,
    columns: defs,
    data: list.data?.items ?? NO_ROWS,
    getRowId: (row) => String(rowKey(row)),
    state: { sorting, columnVisibility },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) list.setSort({ key: next.id, dir: next.desc ? 'desc' : 'asc' });
    },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
  });
  const rows = table.getRowModel().rows;
  const [focused, setFocused] = useState(0);
  const tabStop = Math.min(focused, rows.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) {
    if (event.target !== event.currentTarget) return;
    const body = event.currentTarget.parentElement!;
    const to = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      (body.children[Math.max(0, Math.min(rows.length - 1, to))] as HTMLElement | undefined)?.focus();
    } else if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen(row);
    }
  }

  return (
    <div className="list-table-wrap" part="table">
      <table className={`list-table${className ? ` ${className}` : ''}`} aria-busy={list.stale || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map(({ id, column }) => {
                const { header, sortable } = byId.get(id)!;
                const sorted = column.getIsSorted();
                return (
                  <th key={id} scope="col" aria-sort={sortable ? (sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}>
                    {sortable ? (
                      <button type="button" className="sort" onClick={column.getToggleSortingHandler()}>
                        {header}
                        <span aria-hidden="true" className="sort-mark">
                          {sorted ? MARK[sorted] : '↕'}
                        </span>
                      </button>
                    ) : (
                      header
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} tabIndex={index === tabStop ? 0 : -1} onFocus={() => setFocused(index)} onKeyDown={(e) => onKeyDown(e, index, row.original)}>
              {row.getVisibleCells().map((cell) => {
                const c = byId.get(cell.column.id)!;
                const Cell = c.rowHeader ? 'th' : 'td';
                return (
                  <Cell key={cell.id} scope={c.rowHeader ? 'row' : undefined} data-label={c.header} className={c.className}>
                    {c.cell(row.original)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
