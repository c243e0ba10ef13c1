import { useId, type ReactNode } from 'react';
import type { Column } from './DataTable';
import type { Filter, Sort } from './list-state';
import type { ListParams } from './useListParams';

type Bound<F extends Filter> = Pick<ListParams<F>, 'filter' | 'setFilter'>;

/** A label and its control, tied together. */
function Labelled({ label, className, children }: { label: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/**
 * A list's filters: a search landmark whose fields change the list as they change (typed text once typing
 * stops). With `clear`, a 'Limpar filtros' button, enabled while any filter is set.
 */
export function ListFilters(props: { label: string; className?: string; clear?: Pick<ListParams<Filter>, 'filtered' | 'clearFilters'>; children: ReactNode }) {
  const { label, className, clear, children } = props;
  return (
    <form className={`list-filters${className ? ` ${className}` : ''}`} role="search" aria-label={label} part="filters" onSubmit={(e) => e.preventDefault()}>
      {children}
      {clear && (
        <div className="filter-actions">
          <button type="button" className="btn" onClick={clear.clearFilters} disabled={!clear.filtered}>
            Limpar filtros
          </button>
        </div>
      )}
    </form>
  );
}

export function TextFilter<F extends Filter>(props: { list: Bound<F>; name: keyof F & string; label: string; placeholder?: string; maxLength?: number; type?: 'search' | 'text' | 'date'; className?: string }) {
  const { list, name, label, type = 'search', className, ...input } = props;
  return (
    <Labelled label={label} className={className}>
      {(id) => <input {...input} id={id} type={type} autoComplete="off" value={list.filter[name]} onChange={(e) => list.setFilter(name, e.target.value)} />}
    </Labelled>
  );
}

/** A choice among `options` (value → text); `all` names the empty choice (no filter). */
export function SelectFilter<F extends Filter>(props: { list: Bound<F>; name: keyof F & string; label: string; options: Record<string, string> | Array<[string | number, string]>; all: string }) {
  const { list, name, label, options, all } = props;
  const entries = Array.isArray(options) ? options : Object.entries(options);
  return (
    <Labelled label={label}>
      {(id) => (
        <select id={id} value={list.filter[name]} onChange={(e) => list.setFilter(name, e.target.value)}>
          <option value="">{all}</option>
          {entries.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

export function PageSizeField({ list }: { list: Pick<ListParams<Filter>, 'state' | 'setPerPage' | 'pageSizes'> }) {
  return (
    <Labelled label="Itens por página">
      {(id) => (
        <select id={id} value={list.state.perPage} onChange={(e) => list.setPerPage(Number(e.target.value))}>
          {list.pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

/** 'Ordenar por', for a narrow box where rows are cards and the sortable headers are hidden. */
export function SortField<T>({ list, columns }: { list: Pick<ListParams<Filter>, 'state' | 'setSort'>; columns: Column<T>[] }) {
  const value = list.state.sort ? `${list.state.sort.key}:${list.state.sort.dir}` : '';
  return (
    <Labelled label="Ordenar por" className="narrow-only">
      {(id) => (
        <select
          id={id}
          value={value}
          onChange={(e) => {
            const [key, dir] = e.target.value.split(':') as [string, Sort['dir']];
            list.setSort({ key, dir });
          }}
        >
          {columns
            .filter((c) => c.sortable && !c.hidden)
            .flatMap((c) => [
              <option key={`${c.id}:asc`} value={`${c.id}:asc`}>{`${c.header} (crescente)`}</option>,
              <option key={`${c.id}:desc`} value={`${c.id}:desc`}>{`${c.header} (decrescente)`}</option>,
            ])}
        </select>
      )}
    </Labelled>
  );
}
