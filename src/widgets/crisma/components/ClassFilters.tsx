import { CLASS_PAGE_SIZES, CLASS_STATUS } from '../../../shared/schemas/crisma';
import { CLASS_COLUMNS, type ClassSortKey } from '../class-list';
import type { ClassListController } from '../useClassList';
import { Field } from './Field';

/** Name search, status, start range, page size, sort (for narrow screens, where the headers are hidden) and 'Limpar filtros'. */
export function ClassFilters({ filters, sorting }: Pick<ClassListController, 'filters' | 'sorting'>) {
  const { filter, change } = filters;
  return (
    <form className="filters" role="search" aria-label="Filtros de turmas" onSubmit={(e) => e.preventDefault()}>
      <Field label="Buscar por nome">
        {(a) => <input {...a} type="search" value={filter.q} maxLength={120} placeholder="Nome da turma" onChange={(e) => change({ q: e.target.value })} />}
      </Field>
      <Field label="Status">
        {(a) => (
          <select {...a} value={filter.status} onChange={(e) => change({ status: e.target.value })}>
            <option value="">Todos</option>
            {Object.entries(CLASS_STATUS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Início a partir de">{(a) => <input {...a} type="date" value={filter.from} onChange={(e) => change({ from: e.target.value })} />}</Field>
      <Field label="Início até">{(a) => <input {...a} type="date" value={filter.to} onChange={(e) => change({ to: e.target.value })} />}</Field>
      <Field label="Itens por página">
        {(a) => (
          <select {...a} value={filters.size} onChange={(e) => filters.setSize(Number(e.target.value))}>
            {CLASS_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Ordenar por" className="narrow-only">
        {(a) => (
          <select
            {...a}
            value={`${sorting.sort.key}:${sorting.sort.dir}`}
            onChange={(e) => {
              const [key, dir] = e.target.value.split(':') as [ClassSortKey, 'asc' | 'desc'];
              sorting.set({ key, dir });
            }}
          >
            {CLASS_COLUMNS.flatMap((c) => [
              <option key={`${c.key}:asc`} value={`${c.key}:asc`}>{`${c.label} (crescente)`}</option>,
              <option key={`${c.key}:desc`} value={`${c.key}:desc`}>{`${c.label} (decrescente)`}</option>,
            ])}
          </select>
        )}
      </Field>
      <div className="filter-actions">
        <button type="button" className="btn" onClick={filters.clear} disabled={!filters.active}>
          Limpar filtros
        </button>
      </div>
    </form>
  );
}
