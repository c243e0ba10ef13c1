import { formatDateTime } from '../../../core/format';
import { DataTable, ListFilters, ListFrame, SelectFilter, TextFilter, type Column } from '../../../core/list';
import { ACCESS_ACTION, LGPD_MSG, type AccessLogEntry } from '../../../shared/schemas/lgpd';
import { actionLabel, describeDetails, registerLabel } from './log-details';
import { useAccessLog } from './useAccessLog';

const columns = (whole: boolean): Column<AccessLogEntry>[] => [
  { id: 'at', header: 'Quando', cell: (e) => formatDateTime(e.at) },
  { id: 'user', header: 'Usuário', cell: (e) => e.user_name },
  { id: 'action', header: 'Ação', cell: (e) => actionLabel(e.action) },
  { id: 'register', header: 'Registro', hidden: !whole, cell: registerLabel },
  { id: 'details', header: 'Detalhes', cell: describeDetails },
  { id: 'ip', header: 'Endereço IP', cell: (e) => e.ip ?? '—' },
];
const PARISH_COLUMNS = columns(true);
const REGISTER_COLUMNS = columns(false);

/** The access log as a filterable table: one register's (`registerId`), or the parish's with the per-user filter. */
export function AccessLogView({ registerId }: { registerId: number | null }) {
  const { list, users } = useAccessLog(registerId);
  const whole = registerId === null;
  return (
    <div className="lgpd-log list-view">
      <ListFilters label="Filtrar acessos">
        {whole && <SelectFilter list={list} name="user_id" label="Usuário" all="Todos" options={users.map((u) => [u.user_id, u.user_name])} />}
        <SelectFilter list={list} name="action" label="Ação" all="Todas" options={ACCESS_ACTION} />
        <TextFilter list={list} name="from" label="De" type="date" />
        <TextFilter list={list} name="to" label="Até" type="date" />
      </ListFilters>
      <ListFrame list={list} failed={LGPD_MSG.logFailed} loading="Carregando acessos..." empty={LGPD_MSG.logEmpty}>
        <DataTable list={list} columns={whole ? PARISH_COLUMNS : REGISTER_COLUMNS} caption="Registro de acessos" className="lgpd-table" />
      </ListFrame>
    </div>
  );
}
