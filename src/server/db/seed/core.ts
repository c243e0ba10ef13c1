import { hashPassword } from '../../session/passwords';
import type { Storage } from '../../storage/types';
import type { Db } from '../types';
import { DEMO_ACCOUNTS, DEMO_PARISHES, DEMO_PASSWORD, type DemoParish } from './demo-accounts';
import { SAO_JOSE_LOGO_SVG } from './logo';

/** What the core seed created, handed to each module's seed so it can attach its own demo rows. */
export interface CoreSeed {
  now: Date;
  storage: Storage;
  parishes: Record<DemoParish, { id: number; communityIds: number[] }>;
  /** Demo user ids by user name. */
  users: Record<string, { id: number; paroquiaId: number }>;
}

async function insertParish(tx: Db, key: DemoParish, logo: string | null): Promise<{ id: number; communityIds: number[] }> {
  const parish = DEMO_PARISHES[key];
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO paroquias (name, logo, address, city, state, cnpj, diocese, paroco_nome, paroco_titulo, vigarios)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) RETURNING id`,
    [
      parish.name,
      logo,
      parish.address,
      parish.city,
      parish.state,
      parish.cnpj,
      parish.diocese,
      parish.paroco.nome,
      parish.paroco.titulo,
      JSON.stringify(parish.vigarios),
    ],
  );
  const id = rows[0].id;
  const communities = await tx.query<{ ent_id: number }>(
    'INSERT INTO communities (paroquia_id, ent_name) SELECT $1::int, unnest($2::text[]) RETURNING ent_id',
    [id, parish.communities],
  );
  return { id, communityIds: communities.rows.map((r) => r.ent_id) };
}

/** Parishes with their communities, and the demo users (README and main.ts list them). */
export async function seedCore(tx: Db, storage: Storage, now: Date): Promise<CoreSeed> {
  const logo = await storage.put('paroquias', SAO_JOSE_LOGO_SVG, 'svg');
  const parishes = {
    saoJose: await insertParish(tx, 'saoJose', logo),
    aparecida: await insertParish(tx, 'aparecida', null),
  };

  const users: CoreSeed['users'] = {};
  for (const account of DEMO_ACCOUNTS) {
    const parish = parishes[account.parish];
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (paroquia_id, community_id, username, name, password_hash, status, require_password_change,
                          accepted_photo, timezone, roles)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        parish.id,
        parish.communityIds[0],
        account.user,
        account.name,
        await hashPassword(DEMO_PASSWORD),
        account.status ?? 0,
        account.requirePasswordChange ?? false,
        account.acceptedPhoto ?? 1,
        account.timezone === undefined ? 'America/Sao_Paulo' : account.timezone,
        account.roles,
      ],
    );
    users[account.user] = { id: rows[0].id, paroquiaId: parish.id };
  }
  return { now, storage, parishes, users };
}
