import { ACCOUNT_MSG } from '../../shared/schemas/accounts';
import { ROLE_NAMES, SYSTEM_ADMIN } from '../../shared/roles';
import { grantableRoles, mayManage, USERS_MSG, type AuditAction } from '../../shared/schemas/users';
import type { Db } from '../db/types';
import { forbidden, HttpError, invalidField } from '../http-error';
import { linkRegister, recordAudit, type Actor } from './repository';
import { usernameTaken } from './list';

/** Who changes an account from /usuarios: their id, name and roles decide what they may change. */
export interface Administrator extends Actor {
  id: number;
  roles: number[];
  paroquiaId: number;
}

/** What a change sets; what it leaves out stays as it is. */
export interface AccountChange {
  fields?: { nome: string; usuario: string; email: string; register_id?: number };
  roles?: number[];
  status?: 'ativo' | 'bloqueado';
  /** The hash of a temporary password, to be changed at the next sign-in. */
  temporaryPasswordHash?: string;
}

interface Current {
  id: number;
  name: string;
  username: string;
  email: string | null;
  roles: number[];
  status: number;
  register_id: number | null;
}

const ADMIN_ROLES = [1, SYSTEM_ADMIN];
const ACCOUNTS_LOCK = 7_250_004;
const isAdmin = (roles: number[]) => roles.some((r) => ADMIN_ROLES.includes(r));
const ALL_ROLES = Object.keys(ROLE_NAMES).map(Number);

/**
 * The one place the rules of /usuarios are applied, in the caller's transaction: the account must be of
 * the administrator's parish (404 otherwise), a role 1 may not change a 111's account nor grant or take
 * away 111, nobody blocks themselves, and the parish keeps at least one active administrator (accounts of
 * one parish are changed one at a time for this: two administrators blocking each other at once cannot
 * both succeed). A block ends the account's sessions and its pending links at once; every change is audited.
 * Answers the account's registers before and after (the access log's entries) and the audit's actions.
 */
export async function changeAccount(
  tx: Db,
  admin: Administrator,
  id: number,
  change: AccountChange,
  now: Date,
): Promise<{ actions: AuditAction[]; registers: number[] }> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [ACCOUNTS_LOCK, admin.paroquiaId]);
  const { rows } = await tx.query<Current>(
    `SELECT u.id, u.name, u.username, u.email, u.roles, u.status, ur.register_id
       FROM users u LEFT JOIN user_registers ur ON ur.user_id = u.id
      WHERE u.id = $1 AND u.paroquia_id = $2 FOR UPDATE OF u`,
    [id, admin.paroquiaId],
  );
  const current = rows[0];
  if (!current) throw new HttpError(404, USERS_MSG.notFound);
  if (!mayManage(admin.roles, current.roles)) throw forbidden(USERS_MSG.manageSystemAdmin);

  const actions: AuditAction[] = [];
  const audit = (action: AuditAction, detail?: object) => {
    actions.push(action);
    return recordAudit(tx, { paroquiaId: admin.paroquiaId, userId: id, actor: admin, action, detail, at: now });
  };

  if (change.fields) {
    const f = change.fields;
    if (f.usuario.toLowerCase() !== current.username.toLowerCase() && (await usernameTaken(tx, f.usuario, id)))
      throw invalidField('usuario', ACCOUNT_MSG.usernameTaken);
    const changed = [
      f.nome !== current.name && 'nome',
      f.usuario !== current.username && 'usuario',
      f.email !== current.email && 'email',
      (f.register_id ?? null) !== current.register_id && 'register_id',
    ].filter((c): c is string => c !== false);
    if (changed.length) {
      await tx
        .query('UPDATE users SET name = $2, username = $3, email = $4 WHERE id = $1', [id, f.nome, f.usuario, f.email])
        .catch((error: { code?: string }) => {
          // Taken in the same instant by another account (users_username_key).
          throw error.code === '23505' ? invalidField('usuario', ACCOUNT_MSG.usernameTaken) : error;
        });
      if (changed.includes('register_id')) await linkRegister(tx, admin.paroquiaId, id, f.register_id ?? null);
      await audit('dados', { campos: changed });
    }
  }

  if (change.roles) {
    const touched = ALL_ROLES.filter((r) => change.roles!.includes(r) !== current.roles.includes(r));
    const allowed = grantableRoles(admin.roles, ALL_ROLES);
    if (touched.some((r) => !allowed.includes(r))) throw invalidField('regras', USERS_MSG.systemAdminOnly);
    if (touched.length) {
      await tx.query('UPDATE users SET roles = $2 WHERE id = $1', [id, change.roles]);
      await audit('regras', { antes: current.roles, depois: change.roles });
    }
  }

  if (change.status === 'bloqueado' && current.status !== 1) {
    if (id === admin.id) throw invalidField('status', USERS_MSG.blockSelf, USERS_MSG.blockSelf);
    await tx.query('UPDATE users SET status = 1 WHERE id = $1', [id]);
    // Every process drops the sessions at once: the deletes are announced (migration 014).
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [id]);
    await tx.query('UPDATE account_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [id, now]);
    await audit('bloqueada');
  } else if (change.status === 'ativo' && current.status === 1) {
    await tx.query('UPDATE users SET status = 0 WHERE id = $1', [id]);
    await audit('desbloqueada');
  }

  if (change.temporaryPasswordHash) {
    await tx.query('UPDATE users SET password_hash = $2, require_password_change = true WHERE id = $1', [id, change.temporaryPasswordHash]);
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [id]);
    await audit('senha_redefinida', { temporaria: true });
  }

  if (isAdmin(current.roles) && current.status === 0 && !(await hasActiveAdministrator(tx, admin.paroquiaId))) {
    throw new HttpError(422, USERS_MSG.lastAdmin, { [change.status === 'bloqueado' ? 'status' : 'regras']: [USERS_MSG.lastAdmin] });
  }
  const after = change.fields ? (change.fields.register_id ?? null) : current.register_id;
  return { actions, registers: [...new Set([current.register_id, after].filter((r): r is number => r !== null))] };
}

/** Whether the parish has an active administrator who can sign in (an invited account without a password cannot). */
async function hasActiveAdministrator(tx: Db, paroquiaId: number): Promise<boolean> {
  const { rows } = await tx.query(`SELECT 1 FROM users WHERE paroquia_id = $1 AND status = 0 AND password_hash <> '' AND roles && $2::int[] LIMIT 1`, [
    paroquiaId,
    ADMIN_ROLES,
  ]);
  return rows.length > 0;
}

/** A role 1 may not create an account holding 111 (422 on regras, as a change of roles). */
export function checkGrant(admin: Pick<Administrator, 'roles'>, roles: number[]): void {
  const allowed = grantableRoles(admin.roles, ALL_ROLES);
  if (roles.some((r) => !allowed.includes(r))) throw invalidField('regras', USERS_MSG.systemAdminOnly);
}
