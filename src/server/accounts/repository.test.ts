import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParishProfileBody } from '../../shared/schemas/parish';
import { createParish } from '../parishes/repository';
import { createTestApp, type TestApp } from '../test/app';
import { sessionIdOf } from '../session/tokens';
import { createAccount, TERMINAL } from './repository';
import { issueAccountToken, spendAccountToken, TOKEN_LIFETIME_MS } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const profile = ParishProfileBody.parse({
  nome: 'Paróquia Santa Rita',
  cnpj: '00.394.460/0058-87',
  diocese: 'Diocese de Limeira',
  endereco: 'Rua Um, 10 - Centro',
  paroco: 'Pe. Carlos Nogueira',
});
const account = { nome: 'Rita Souza', usuario: 'rita.souza', email: 'rita@example.org', regras: [1], passwordHash: 'x', requirePasswordChange: true };

describe('accounts and parishes (the pieces the set-up, the terminal and /usuarios share)', () => {
  it('creates a parish with its main church and an account in it, audited; a user name is taken in any case', async () => {
    const at = t.clock.now();
    const paroquiaId = await t.db.transaction((tx) => createParish(tx, profile));
    const id = await t.db.transaction((tx) => createAccount(tx, { ...account, paroquiaId }, TERMINAL, at));
    const { rows } = await t.db.query<{ name: string; paroco_nome: string; paroco_titulo: string; community: string; action: string; actor_name: string }>(
      `SELECT p.name, p.paroco_nome, p.paroco_titulo, c.ent_name AS community, a.action, a.actor_name
         FROM users u JOIN paroquias p ON p.id = u.paroquia_id JOIN communities c ON c.ent_id = u.community_id
         JOIN account_audit a ON a.user_id = u.id WHERE u.id = $1`,
      [id],
    );
    expect(rows).toEqual([
      {
        name: 'Paróquia Santa Rita',
        paroco_nome: 'Pe. Carlos Nogueira',
        paroco_titulo: 'Pároco',
        community: 'Matriz',
        action: 'criada',
        actor_name: TERMINAL.name,
      },
    ]);
    await expect(t.db.transaction((tx) => createAccount(tx, { ...account, usuario: 'RITA.SOUZA', paroquiaId }, TERMINAL, at))).rejects.toMatchObject({
      statusCode: 422,
      errors: { usuario: ['Este nome de usuário já está em uso.'] },
    });
  });

  it('refuses to link an account to another parish register', async () => {
    const paroquiaId = await t.db.transaction((tx) => createParish(tx, { ...profile, nome: 'Paróquia Três' }));
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM registers WHERE paroquia_id <> $1 LIMIT 1', [paroquiaId]);
    await expect(
      t.db.transaction((tx) => createAccount(tx, { ...account, usuario: 'outra.rita', register_id: rows[0].id, paroquiaId }, TERMINAL, t.clock.now())),
    ).rejects.toMatchObject({ statusCode: 422, errors: { register_id: ['Registro não encontrado nesta paróquia.'] } });
    const { rows: left } = await t.db.query("SELECT 1 FROM users WHERE username = 'outra.rita'");
    expect(left).toEqual([]);
  });

  it('spends a link once, never after it expires, and only the newest of its kind', async () => {
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'acolito'");
    const userId = rows[0].id;
    const now = t.clock.now();
    const old = await t.db.transaction((tx) => issueAccountToken(tx, userId, 'senha', now));
    const fresh = await t.db.transaction((tx) => issueAccountToken(tx, userId, 'senha', now));
    expect(old).not.toBe(fresh);
    expect(fresh.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    // Only the token's sha256 is stored: the database alone opens no link.
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM account_tokens WHERE user_id = $1 ORDER BY id', [userId]);
    expect(stored.rows.map((r) => r.token_hash).slice(-2)).toEqual([sessionIdOf(old), sessionIdOf(fresh)]);
    expect(stored.rows.some((r) => r.token_hash.includes(fresh) || r.token_hash.includes(old))).toBe(false);
    expect(await spendAccountToken(t.db, old, 'senha', now)).toBeNull();
    expect(await spendAccountToken(t.db, fresh, 'convite', now)).toBeNull();
    expect(await spendAccountToken(t.db, fresh, 'senha', new Date(now.getTime() + TOKEN_LIFETIME_MS.senha + 1))).toBeNull();
    expect(await spendAccountToken(t.db, fresh, 'senha', now)).toBe(userId);
    expect(await spendAccountToken(t.db, fresh, 'senha', now)).toBeNull();
  });
});
