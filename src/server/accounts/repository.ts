import { ACCOUNT_MSG, type AccountFields } from '../../shared/schemas/accounts';
import type { Db } from '../db/types';
import { invalidField } from '../http-error';

/** Who changed an account: a signed-in user, or the installation / the terminal (no user). */
export interface Actor {
  id: number | null;
  name: string;
}
export const TERMINAL: Actor = { id: null, name: 'Terminal (npm run admin)' };
export const INSTALLATION: Actor = { id: null, name: 'Instalação' };

export type AuditAction = 'criada' | 'dados' | 'regras' | 'bloqueada' | 'desbloqueada' | 'convite' | 'senha_redefinida' | 'senha_definida';

export async function recordAudit(
  tx: Db,
  entry: { paroquiaId: number; userId: number; actor: Actor; action: AuditAction; detail?: object; at: Date },
): Promise<void> {
  await tx.query('INSERT INTO account_audit (paroquia_id, user_id, actor_id, actor_name, action, detail, at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)', [
    entry.paroquiaId,
    entry.userId,
    entry.actor.id,
    entry.actor.name,
    entry.action,
    entry.detail ? JSON.stringify(entry.detail) : null,
    entry.at,
  ]);
}

export interface NewAccount extends AccountFields {
  paroquiaId: number;
  passwordHash: string;
  /** A temporary password (set by an administrator, or printed by the terminal) must be changed at first sign-in. */
  requirePasswordChange: boolean;
}

/**
 * Creates the account, links its register (a register of the same parish only) and audits it as
 * 'criada'. A user name already taken in the instance (any case) is a 422 on `usuario`.
 */
export async function createAccount(tx: Db, account: NewAccount, actor: Actor, at: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (paroquia_id, community_id, username, name, email, password_hash, require_password_change, roles)
     VALUES ($1, (SELECT min(ent_id) FROM communities WHERE paroquia_id = $1), $2, $3, $4, $5, $6, $7)
     ON CONFLICT ((lower(username))) DO NOTHING RETURNING id`,
    [account.paroquiaId, account.usuario, account.nome, account.email, account.passwordHash, account.requirePasswordChange, account.regras],
  );
  const id = rows[0]?.id;
  if (!id) throw invalidField('usuario', ACCOUNT_MSG.usernameTaken);
  if (account.register_id) await linkRegister(tx, account.paroquiaId, id, account.register_id);
  await recordAudit(tx, { paroquiaId: account.paroquiaId, userId: id, actor, action: 'criada', detail: { regras: account.regras }, at });
  return id;
}

const REGISTER_NOT_FOUND = 'Registro não encontrado nesta paróquia.';

/** Links the account to a register of its parish (null: unlinks); 422 on `register_id` for another parish's or a missing one. */
export async function linkRegister(tx: Db, paroquiaId: number, userId: number, registerId: number | null): Promise<void> {
  if (registerId === null) {
    await tx.query('DELETE FROM user_registers WHERE user_id = $1', [userId]);
    return;
  }
  const { rows } = await tx.query(
    `INSERT INTO user_registers (user_id, register_id)
     SELECT $1, id FROM registers WHERE id = $2 AND paroquia_id = $3
     ON CONFLICT (user_id) DO UPDATE SET register_id = EXCLUDED.register_id RETURNING user_id`,
    [userId, registerId, paroquiaId],
  );
  if (!rows[0]) throw invalidField('register_id', REGISTER_NOT_FOUND);
}
