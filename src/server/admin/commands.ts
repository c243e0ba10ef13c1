import { roleName } from '../../shared/roles';
import { AccountFields, Roles } from '../../shared/schemas/accounts';
import { ParishProfileBody } from '../../shared/schemas/parish';
import { ACCOUNT_STATUS } from '../../shared/schemas/users';
import { z } from '../../shared/schemas/zod';
import { allAccounts } from '../accounts/list';
import { createAccount, recordAudit, TERMINAL } from '../accounts/repository';
import { temporaryPassword } from '../accounts/temporary-password';
import type { Db } from '../db/types';
import { HttpError } from '../http-error';
import { createParish } from '../parishes/repository';
import { hashPassword } from '../session/passwords';
import { endSetup } from '../setup/token';

/** A command's options as parsed from the command line (--name value), and its positional arguments. */
export interface Args {
  options: Record<string, string | undefined>;
  positionals: string[];
}

/** A refusal of what was typed: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** The schema's texts as lines 'option: text', in the options' names (--fuso-horario for fuso_horario). */
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  --${i.path.map(String).join('.').replace(/_/g, '-') || 'dados'}: ${i.message}`);
  throw new UsageError(`Dados inválidos:\n${[...new Set(lines)].join('\n')}`);
}

/** A 422 of the repository (a user name taken, a register of another parish) as the same lines. */
function refusal(error: unknown): never {
  if (error instanceof HttpError && error.errors) {
    throw new UsageError(
      Object.entries(error.errors)
        .map(([field, texts]) => `  --${field.replace(/_/g, '-')}: ${texts.join(' ')}`)
        .join('\n'),
    );
  }
  throw error;
}

export async function createParishCommand(db: Db, { options: o }: Args, dataDir: string): Promise<string> {
  const profile = parsed(ParishProfileBody, {
    nome: o.nome,
    cnpj: o.cnpj,
    diocese: o.diocese,
    cep: o.cep,
    endereco: o.endereco,
    cidade: o.cidade,
    uf: o.uf,
    telefone: o.telefone,
    email: o.email,
    site: o.site,
    fuso_horario: o['fuso-horario'],
    paroco: o.paroco,
  });
  const id = await db.transaction(async (tx) => {
    const made = await createParish(tx, profile);
    // An empty install waiting at /instalar has its parish now: the set-up address closes.
    await endSetup(tx, dataDir);
    return made;
  });
  return [
    `Paróquia criada: ${profile.nome} (id ${id}).`,
    `Crie o primeiro administrador: npm run admin -- create-user --paroquia ${id} --nome "..." --usuario ... --email ... --regras 1`,
  ].join('\n');
}

/** The parish a command acts on: --paroquia, or the instance's only parish. */
async function parishOf(db: Db, option: string | undefined): Promise<{ id: number; name: string }> {
  const { rows } = await db.query<{ id: number; name: string }>('SELECT id, name FROM paroquias ORDER BY id');
  if (option === undefined) {
    if (rows.length === 1) return rows[0];
    if (!rows.length) throw new UsageError('Não há paróquia: crie uma com create-parish (ou pela configuração inicial, /instalar).');
    throw new UsageError(`Informe --paroquia (ids: ${rows.map((p) => `${p.id} ${p.name}`).join('; ')}).`);
  }
  const parish = rows.find((p) => String(p.id) === option);
  if (!parish) throw new UsageError(`--paroquia: não há paróquia com o id ${option}.`);
  return parish;
}

export async function createUserCommand(db: Db, { options: o }: Args): Promise<string> {
  const parish = await parishOf(db, o.paroquia);
  const fields = parsed(AccountFields.extend({ regras: Roles }), {
    nome: o.nome,
    usuario: o.usuario,
    email: o.email,
    regras: o.regras?.split(','),
    register_id: o.registro,
  });
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db
    .transaction((tx) => createAccount(tx, { ...fields, paroquiaId: parish.id, passwordHash, requirePasswordChange: true }, TERMINAL, new Date()))
    .catch(refusal);
  return [
    `Conta criada: ${fields.usuario} (${fields.nome}), ${parish.name}, funções: ${fields.regras.map(roleName).join(', ')}.`,
    `Senha temporária: ${password}`,
    'Ela vale para o primeiro acesso: o portal pede uma nova senha ao entrar.',
  ].join('\n');
}

export async function resetPasswordCommand(db: Db, { positionals }: Args): Promise<string> {
  const [username] = positionals;
  if (!username) throw new UsageError('Informe o usuário: npm run admin -- reset-password USUARIO');
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const account = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; paroquia_id: number; username: string }>(
      'UPDATE users SET password_hash = $2, require_password_change = true WHERE lower(username) = lower($1) RETURNING id, paroquia_id, username',
      [username, passwordHash],
    );
    const found = rows[0];
    if (!found) return null;
    // The old password may be known to someone else: every session of the account ends.
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [found.id]);
    await recordAudit(tx, {
      paroquiaId: found.paroquia_id,
      userId: found.id,
      actor: TERMINAL,
      action: 'senha_redefinida',
      detail: { temporaria: true },
      at: new Date(),
    });
    return found;
  });
  if (!account) throw new UsageError(`Usuário não encontrado: ${username}`);
  return [
    `Senha temporária de ${account.username}: ${password}`,
    'Ela vale para o próximo acesso: o portal pede uma nova senha ao entrar. As sessões abertas da conta foram encerradas.',
  ].join('\n');
}

export async function listUsersCommand(db: Db, { options: o }: Args): Promise<string> {
  const { rows: parishes } = await db.query<{ id: number; name: string }>('SELECT id, name FROM paroquias WHERE $1::int IS NULL OR id = $1 ORDER BY id', [
    o.paroquia === undefined ? null : Number(o.paroquia) || 0,
  ]);
  if (!parishes.length) return o.paroquia === undefined ? 'Não há paróquias.' : `Não há paróquia com o id ${o.paroquia}.`;
  const blocks: string[] = [];
  for (const parish of parishes) {
    const accounts = await allAccounts(db, parish.id, {});
    const lines = accounts.map((a) =>
      [
        a.usuario,
        a.nome,
        a.email ?? '-',
        a.regras.map((r) => `${roleName(r)} (${r})`).join(', '),
        ACCOUNT_STATUS[a.status],
        a.ultimo_acesso?.slice(0, 16).replace('T', ' ') ?? 'nunca',
      ].join(' | '),
    );
    blocks.push(
      [`${parish.name} (id ${parish.id}): ${accounts.length} conta(s)`, 'usuário | nome | e-mail | funções | situação | último acesso (UTC)', ...lines].join(
        '\n',
      ),
    );
  }
  return blocks.join('\n\n');
}
