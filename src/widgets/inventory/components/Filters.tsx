import { useId } from 'react';
import { PAGE_SIZES } from '../../../shared/schemas/inventory';
import type { InventoryListController } from '../useInventoryList';

/** Search (from 2 characters), category, community and page size. */
export function Filters({ filters }: { filters: InventoryListController['filters'] }) {
  const id = useId();
  return (
    <div className="inv-filters" role="search" part="filters">
      <div className="field">
        <label htmlFor={`${id}-q`}>Buscar</label>
        <input
          id={`${id}-q`}
          type="search"
          placeholder="Item ou descrição (mínimo 2 letras)"
          value={filters.searchText}
          maxLength={100}
          onChange={(e) => filters.setSearchText(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-cat`}>Categoria</label>
        <select id={`${id}-cat`} value={filters.categoryId} onChange={(e) => filters.setCategoryId(e.target.value)}>
          <option value="">Todas as categorias</option>
          {filters.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-ent`}>Comunidade</label>
        <select id={`${id}-ent`} value={filters.entId} onChange={(e) => filters.setEntId(e.target.value)}>
          <option value="">Todas as comunidades</option>
          {filters.communities.map((c) => (
            <option key={c.ent_id} value={c.ent_id}>
              {c.ent_name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-size`}>Itens por página</label>
        <select id={`${id}-size`} value={filters.limit} onChange={(e) => filters.setLimit(Number(e.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
