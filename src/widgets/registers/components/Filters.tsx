import { CIVIL_STATUS, PAGE_SIZES, RACE, WORK_STATE } from '../../../shared/schemas/registers';
import type { ListFilters } from '../list-params';
import { SelectField, TextField } from './Fields';
import { NoLegalBasisFilter } from '../lgpd/NoLegalBasisFilter';

interface FiltersProps {
  filters: ListFilters;
  setFilter: (key: keyof ListFilters, value: string) => void;
  limit: number;
  setLimit: (limit: number) => void;
}

/** Search (from 2 characters), civil status, work state, race, city, neighbourhood and page size. */
export function Filters({ filters, setFilter, limit, setLimit }: FiltersProps) {
  return (
    <form className="reg-filters" role="search" part="filters" onSubmit={(e) => e.preventDefault()}>
      <TextField
        className="reg-search"
        label="Buscar por nome"
        type="search"
        placeholder="Digite ao menos 2 letras"
        value={filters.q}
        onValue={(v) => setFilter('q', v)}
        maxLength={100}
        autoComplete="off"
      />
      <SelectField label="Estado civil" value={filters.civil_status} options={CIVIL_STATUS} empty="Todos" onValue={(v) => setFilter('civil_status', v)} />
      <SelectField label="Situação do trabalho" value={filters.work_state} options={WORK_STATE} empty="Todas" onValue={(v) => setFilter('work_state', v)} />
      <SelectField label="Raça" value={filters.race} options={RACE} empty="Todas" onValue={(v) => setFilter('race', v)} />
      <TextField label="Cidade" value={filters.city} onValue={(v) => setFilter('city', v)} maxLength={100} autoComplete="off" />
      <TextField label="Bairro" value={filters.home_situation} onValue={(v) => setFilter('home_situation', v)} maxLength={100} autoComplete="off" />
      <NoLegalBasisFilter value={filters.no_legal_basis ?? ''} onValue={(v) => setFilter('no_legal_basis', v)} />
      <SelectField
        label="Itens por página"
        value={String(limit)}
        options={Object.fromEntries(PAGE_SIZES.map((n) => [n, String(n)]))}
        onValue={(v) => setLimit(Number(v) || limit)}
      />
    </form>
  );
}
