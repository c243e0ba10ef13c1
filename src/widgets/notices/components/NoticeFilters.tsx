import { useId } from 'react';
import type { NoticeFilter } from '../api';
import { IMPORTANCE } from '../../../shared/schemas/notices';

type Level = NonNullable<NoticeFilter['level']>;
type HasAttachment = NonNullable<NoticeFilter['hasAttachment']>;

export interface NoticeFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  level: Level;
  onLevel: (value: Level) => void;
  hasAttachment: HasAttachment;
  onHasAttachment: (value: HasAttachment) => void;
}

/** Search (title and legend), importance and attachment filters. */
export function NoticeFilters(props: NoticeFiltersProps) {
  const id = useId();
  return (
    <div className="filters" role="search" part="filters">
      <div className="field filter-search">
        <label htmlFor={`${id}-q`}>Buscar</label>
        <input
          id={`${id}-q`}
          type="search"
          placeholder="Título ou legenda"
          value={props.search}
          maxLength={200}
          onChange={(e) => props.onSearch(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-level`}>Importância</label>
        <select id={`${id}-level`} value={props.level} onChange={(e) => props.onLevel(e.target.value as Level)}>
          <option value="">Todas</option>
          {Object.entries(IMPORTANCE).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`}>Anexo</label>
        <select id={`${id}-file`} value={props.hasAttachment} onChange={(e) => props.onHasAttachment(e.target.value as HasAttachment)}>
          <option value="">Todos</option>
          <option value="1">Com anexo</option>
          <option value="0">Sem anexo</option>
        </select>
      </div>
    </div>
  );
}
