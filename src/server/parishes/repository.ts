import type { ParishProfileBody } from '../../shared/schemas/parish';
import type { Db } from '../db/types';

/** A new parish from its profile, with one community (its main church) that every module can refer to. */
export async function createParish(tx: Db, profile: ParishProfileBody): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO paroquias (name, cnpj, diocese, cep, address, city, state, phone, email, website, time_zone, paroco_nome, paroco_titulo, vigarios)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, coalesce($13, 'Pároco'), $14::jsonb) RETURNING id`,
    [
      profile.nome,
      profile.cnpj,
      profile.diocese,
      profile.cep ?? null,
      profile.endereco,
      profile.cidade ?? null,
      profile.uf ?? null,
      profile.telefone ?? null,
      profile.email ?? null,
      profile.site ?? null,
      profile.fuso_horario,
      profile.paroco?.nome ?? null,
      profile.paroco?.titulo ?? null,
      JSON.stringify(profile.vigarios),
    ],
  );
  const id = rows[0].id;
  await tx.query("INSERT INTO communities (paroquia_id, ent_name) VALUES ($1, 'Matriz')", [id]);
  return id;
}

/** Whether the instance has any parish: an empty install is waiting for its first run. */
export async function hasParish(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM paroquias) AS any');
  return rows[0].any;
}
