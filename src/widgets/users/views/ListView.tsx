import { apiUrl } from '../../../core/api/url';
import { navigate } from '../../../core/elements/events';
import { formatDateTime, displayTimeZone } from '../../../core/format';
import { DataTable, ExportLink, filterQuery, ListFilters, ListFrame, PageSizeField, SelectFilter, TextFilter, type Column } from '../../../core/list';
import { useSession } from '../../../core/session/useSession';
import { ElementLink } from '../../../core/ui/ElementLink';
import { roleName } from '../../../shared/roles';
import { ACCOUNT_STATUS, type AccountSummary } from '../../../shared/schemas/users';
import { RoleList, StatusBadge } from '../components/StatusBadge';
import { ROLE_ORDER } from '../components/RolesField';
import { useAccountList } from '../useAccountList';
import { pathTo } from '../../../core/paths';
import { PageHead } from '../../../core/ui';

type Container = HTMLElement | ShadowRoot | undefined;

const columns = (container: Container, zone: string): Column<AccountSummary>[] => [
  {
    id: 'nome',
    header: 'Nome',
    rowHeader: true,
    cell: (a) => (
      <ElementLink to={pathTo('/usuarios/{id}', { id: a.id })} container={container}>
        {a.nome}
      </ElementLink>
    ),
  },
  { id: 'usuario', header: 'Usuário', className: 'wrap', cell: (a) => a.usuario },
  { id: 'email', header: 'E-mail', className: 'wrap', cell: (a) => a.email ?? '—' },
  { id: 'regras', header: 'Funções', cell: (a) => <RoleList roles={a.regras} /> },
  { id: 'status', header: 'Situação', cell: (a) => <StatusBadge status={a.status} /> },
  { id: 'acesso', header: 'Último acesso', cell: (a) => (a.ultimo_acesso ? formatDateTime(a.ultimo_acesso, zone) : 'Nunca') },
];

/** /usuarios: the parish's accounts, by name, user name or e-mail, role and status; the filter's CSV. */
export function ListView({ container }: { container?: Container }) {
  const zone = displayTimeZone(useSession((s) => s.user?.timezone));
  const list = useAccountList();
  return (
    <section className="page list-view" aria-labelledby="users-title">
      <PageHead id="users-title" title="Usuários">
        <ExportLink href={apiUrl('/api/usuarios/export', filterQuery(list.state.filter))} />
        <ElementLink to={pathTo('/usuarios/novo')} container={container} className="btn btn-primary">
          Nova conta
        </ElementLink>
      </PageHead>
      <ListFilters label="Filtros das contas" clear={list}>
        <TextFilter list={list} name="q" label="Buscar" placeholder="Nome, usuário ou e-mail" maxLength={100} />
        <SelectFilter list={list} name="regra" label="Função" all="Todas" options={ROLE_ORDER.map((r) => [r, roleName(r)])} />
        <SelectFilter list={list} name="status" label="Situação" all="Todas" options={Object.entries(ACCOUNT_STATUS)} />
        <PageSizeField list={list} />
      </ListFilters>
      <ListFrame list={list} failed="Falha ao carregar as contas" loading="Carregando contas..." empty="Nenhuma conta encontrada">
        <DataTable
          list={list}
          columns={columns(container, zone)}
          caption="Contas de acesso da paróquia"
          onOpen={(a) => navigate(container, pathTo('/usuarios/{id}', { id: a.id }))}
        />
      </ListFrame>
    </section>
  );
}
