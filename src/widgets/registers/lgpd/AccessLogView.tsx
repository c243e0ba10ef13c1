import { formatDateTime } from '../../../core/format';
import { EmptyState, Spinner } from '../../../core/ui';
import { ACCESS_ACTION, LGPD_MSG } from '../../../shared/schemas/lgpd';
import { SelectField, TextField } from '../components/Fields';
import { Pager } from '../../../core/ui/Pager';
import { actionLabel, describeDetails, registerLabel } from './log-details';
import { useAccessLog } from './useAccessLog';

/** The access log as a filterable table: one register's (`registerId`), or the parish's with the per-user filter. */
export function AccessLogView({ registerId }: { registerId: number | null }) {
  const log = useAccessLog(registerId);
  const whole = registerId === null;
  const users = Object.fromEntries(log.users.map((u) => [u.user_id, u.user_name]));
  return (
    <div className="lgpd-log">
      <form className="reg-filters" role="search" aria-label="Filtrar acessos" onSubmit={(e) => e.preventDefault()}>
        {whole && <SelectField label="Usuário" value={log.filters.user_id} options={users} empty="Todos" onValue={(v) => log.setFilter('user_id', v)} />}
        <SelectField label="Ação" value={log.filters.action} options={ACCESS_ACTION} empty="Todas" onValue={(v) => log.setFilter('action', v)} />
        <TextField label="De" type="date" value={log.filters.from} onValue={(v) => log.setFilter('from', v)} />
        <TextField label="Até" type="date" value={log.filters.to} onValue={(v) => log.setFilter('to', v)} />
      </form>
      {log.error && (
        <p className="alert alert-error" role="alert">
          {log.error}
        </p>
      )}
      {!log.data ? (
        log.loading && <Spinner label="Carregando acessos..." />
      ) : log.data.items.length === 0 ? (
        <EmptyState title={LGPD_MSG.logEmpty} />
      ) : (
        <div className={log.stale ? 'reg-stale' : undefined}>
          <div className="reg-table-wrap">
            <table className="reg-table lgpd-table">
              <thead>
                <tr>
                  <th scope="col">Quando</th>
                  <th scope="col">Usuário</th>
                  <th scope="col">Ação</th>
                  {whole && <th scope="col">Registro</th>}
                  <th scope="col">Detalhes</th>
                  <th scope="col">Endereço IP</th>
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((e) => (
                  <tr key={e.id}>
                    <td>{formatDateTime(e.at)}</td>
                    <td>{e.user_name}</td>
                    <td>{actionLabel(e.action)}</td>
                    {whole && <td>{registerLabel(e)}</td>}
                    <td>{describeDetails(e)}</td>
                    <td>{e.ip ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={log.data.page} lastPage={log.data.lastPage} total={log.data.total} onPage={log.setPage} />
        </div>
      )}
    </div>
  );
}
