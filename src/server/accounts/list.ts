import type { AccountDetail, AccountListQuery, AccountStatus, AccountSummary, AuditEntry } from '../../shared/schemas/users';
import { acrossParishes } from '../db/scope';
import type { Db } from '../db/types';
import { Conditions, totalledPage } from '../db/where';
import { foldedLike, likeContains } from '../search';

/** How many sign-ins the account's page shows. */
const RECENT_SIGN_INS = 10;

type Row = Omit<AccountSummary, 'ultimo_acesso'> & { ultimo_acesso: Date | null; account_search?: string };

/**
 * An account's status, blocked first (as the portal's guard decides): an invited account has no password
 * yet (an empty hash, which no password matches), a temporary password must be changed at first sign-in.
 */
const ACCOUNTS = `
  SELECT u.id, u.name AS nome, u.username AS usuario, u.email, u.roles AS regras,
         CASE WHEN u.status = 1 THEN 'bloqueado' WHEN u.password_hash = '' THEN 'convite'
              WHEN u.require_password_change THEN 'troca_senha' ELSE 'ativo' END AS status,
         (SELECT max(l.at) FROM user_logins l WHERE l.user_id = u.id) AS ultimo_acesso, u.account_search
    FROM users u
   WHERE u.paroquia_id = $1`;

const summary = ({ account_search: _, ...r }: Row): AccountSummary => ({
  ...r,
  status: r.status as AccountStatus,
  ultimo_acesso: r.ultimo_acesso?.toISOString() ?? null,
});
/** The accounts (ACCOUNTS, whose $1 is the parish) of the filters given. */
function filtered(paroquiaId: number, q: Omit<AccountListQuery, 'page' | 'limit'>): { sql: string; params: unknown[] } {
  const where = new Conditions();
  where.param(paroquiaId);
  // Name, user name and e-mail, folded when the account is saved (migration 048).
  where.optional((p) => foldedLike('a.account_search', p), q.q ? likeContains(q.q) : undefined);
  where.optional((p) => `${p}::int = ANY (a.regras)`, q.regra);
  where.optional((p) => `a.status = ${p}`, q.status);
  return { sql: `FROM (${/* sql-fragment: fixed */ ACCOUNTS}) a ${/* sql-fragment: fixed */ where.clause}`, params: where.params };
}

/** One page of the parish's accounts by name, and how many match. */
export async function listAccounts(db: Db, paroquiaId: number, q: AccountListQuery): Promise<{ rows: AccountSummary[]; total: number }> {
  const accounts = filtered(paroquiaId, q);
  const { rows, total } = await totalledPage<Row>(
    db,
    `SELECT a.*, count(*) OVER ()::int AS total ${/* sql-fragment: fixed */ accounts.sql} ORDER BY lower(a.nome), a.id`,
    accounts.params,
    q,
  );
  return { rows: rows.map(summary), total };
}

/** Every account the filter matches, for the CSV. */
export async function allAccounts(db: Db, paroquiaId: number, q: Omit<AccountListQuery, 'page' | 'limit'>): Promise<AccountSummary[]> {
  const accounts = filtered(paroquiaId, q);
  const { rows } = await db.query<Row>(`SELECT a.* ${/* sql-fragment: fixed */ accounts.sql} ORDER BY lower(a.nome), a.id`, accounts.params);
  return rows.map(summary);
}

/** The account `id` of the parish with its register and its recent sign-ins; null for a missing one or another parish's. */
export async function findAccount(db: Db, paroquiaId: number, id: number): Promise<AccountDetail | null> {
  const { rows } = await db.query<Row & { register_id: number | null; register_nome: string | null; acessos: Date[] }>(
    `SELECT a.*, ur.register_id, r.name AS register_nome,
            ARRAY(SELECT l.at FROM user_logins l WHERE l.user_id = a.id ORDER BY l.at DESC LIMIT $3) AS acessos
       FROM (${/* sql-fragment: fixed */ ACCOUNTS} AND u.id = $2) a
       LEFT JOIN user_registers ur ON ur.user_id = a.id
       LEFT JOIN registers r ON r.id = ur.register_id`,
    [paroquiaId, id, RECENT_SIGN_INS],
  );
  const row = rows[0];
  return row ? { ...summary(row), register_id: row.register_id, register_nome: row.register_nome, acessos: row.acessos.map((at) => at.toISOString()) } : null;
}

/** One page of an account's audit, newest first. */
export async function listAudit(db: Db, userId: number, page: { page: number; limit: number }): Promise<{ rows: AuditEntry[]; total: number }> {
  const { rows, total } = await totalledPage<Omit<AuditEntry, 'em'> & { em: Date }>(
    db,
    `SELECT id, action AS acao, detail AS detalhe, actor_name AS autor, actor_id AS autor_id, at AS em, count(*) OVER ()::int AS total
       FROM account_audit WHERE user_id = $1 ORDER BY at DESC, id DESC`,
    [userId],
    page,
  );
  return { rows: rows.map(({ em, ...r }) => ({ ...r, em: em.toISOString() })), total };
}

/** Whether a user name is taken in the instance (any case), but by the account `except`. */
export async function usernameTaken(db: Db, username: string, except?: number): Promise<boolean> {
  // User names are one namespace for every parish: the answer (taken or not) names no one of the other parish.
  const { rows } = await acrossParishes(() =>
    db.query('SELECT 1 FROM users WHERE lower(username) = lower($1) AND id IS DISTINCT FROM $2', [username, except ?? null]),
  );
  return rows.length > 0;
}
