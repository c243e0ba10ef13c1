import { roleName } from '../../../shared/roles';
import { ACCOUNT_STATUS, type AccountStatus } from '../../../shared/schemas/users';

const TONE: Record<AccountStatus, string> = { ativo: 'badge-ok', bloqueado: 'badge-danger', convite: 'badge-warn', troca_senha: 'badge-warn' };

export const StatusBadge = ({ status }: { status: AccountStatus }) => <span className={`badge ${TONE[status]}`}>{ACCOUNT_STATUS[status]}</span>;

/** A person's roles, each by its name. */
export const RoleList = ({ roles }: { roles: number[] }) => (
  <span className="role-list">
    {roles.map((r) => (
      <span key={r} className="badge">
        {roleName(r)}
      </span>
    ))}
  </span>
);
