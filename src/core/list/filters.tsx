import type { ReactNode } from 'react';
import { FieldFrame } from '../form/FieldFrame';
import { Options, type Choices } from '../ui/Options';
import type { Column } from './DataTable';
import type { Filter, Sort } from './list-state';
import type { ListParams } from './useListParams';

type Bound<F extends Filter> = Pick<ListParams<F>, 'filter' | 'setFilter'>;

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

export function TextFilter<F extends Filter>(props: {
  list: Bound<F>;
  name: keyof F & string;
  label: string;
  placeholder?: string;
  maxLength?: number;
  type?: 'search' | 'text' | 'date' | 'month';
  className?: string;
}) {
  const { list, name, label, type = 'search', className, ...input } = props;
  return (
    <FieldFrame label={label} className={className}>
      {(control) => (
        <input {...input} {...control} type={type} autoComplete="off" value={list.filter[name]} onChange={(e) => list.setFilter(name, e.target.value)} />
      )}
    </FieldFrame>
  );
}

/** A choice among `options` (value → text); `all` names the empty choice (no filter). */
export function SelectFilter<F extends Filter>(props: { list: Bound<F>; name: keyof F & string; label: string; options: Choices; all: string }) {
  const { list, name, label, options, all } = props;
  return (
    <FieldFrame label={label}>
      {(control) => (
        <select {...control} value={list.filter[name]} onChange={(e) => list.setFilter(name, e.target.value)}>
          <option value="">{all}</option>
          <Options choices={options} />
        </select>
      )}
    </FieldFrame>
  );
}

export function PageSizeField({ list }: { list: Pick<ListParams<Filter>, 'state' | 'setPerPage' | 'pageSizes'> }) {
  return (
    <FieldFrame label="Itens por página">
      {(control) => (
        <select {...control} value={list.state.perPage} onChange={(e) => list.setPerPage(Number(e.target.value))}>
          {list.pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** 'Ordenar por', for a narrow box where rows are cards and the sortable headers are hidden. */
export function SortField<T>({ list, columns }: { list: Pick<ListParams<Filter>, 'state' | 'setSort'>; columns: Column<T>[] }) {
  const value = list.state.sort ? `${list.state.sort.key}:${list.state.sort.dir}` : '';
  return (
    <FieldFrame label="Ordenar por" className="narrow-only">
      {(control) => (
        <select
          {...control}
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
    </FieldFrame>
  );
}
