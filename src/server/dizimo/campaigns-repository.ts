import type { Campaign, CampaignBody } from '../../shared/schemas/dizimo';
import type { Db } from '../db/types';

/**
 * A campaign with what it raised (net of reversals) and its donors: each tither once, and every
 * anonymous offering as one (the dashboard's card counts them the same way).
 */
const SELECT = `
  SELECT k.id, k.name AS nome, k.description AS descricao, k.goal_cents AS meta_centavos,
         to_char(k.starts_on, 'YYYY-MM-DD') AS inicio, to_char(k.ends_on, 'YYYY-MM-DD') AS fim, k.public AS publica,
         coalesce(s.raised, 0)::float8 AS arrecadado_centavos, coalesce(s.donors, 0)::int AS doadores
    FROM campaigns k
    LEFT JOIN LATERAL (
      SELECT sum(c.amount_cents) AS raised,
             count(DISTINCT c.tither_id) FILTER (WHERE c.reverses IS NULL AND NOT EXISTS (SELECT 1 FROM contributions x WHERE x.reverses = c.id))
             + count(*) FILTER (WHERE c.tither_id IS NULL AND c.reverses IS NULL AND NOT EXISTS (SELECT 1 FROM contributions x WHERE x.reverses = c.id)) AS donors
        FROM contributions c WHERE c.campaign_id = k.id
    ) s ON true`;

export async function listCampaigns(db: Db, paroquiaId: number): Promise<Campaign[]> {
  const { rows } = await db.query<Campaign>(`${SELECT} WHERE k.paroquia_id = $1 ORDER BY k.starts_on DESC, k.id DESC`, [paroquiaId]);
  return rows;
}

export async function findCampaign(db: Db, paroquiaId: number, id: number): Promise<Campaign | null> {
  const { rows } = await db.query<Campaign>(`${SELECT} WHERE k.paroquia_id = $1 AND k.id = $2`, [paroquiaId, id]);
  return rows[0] ?? null;
}

/** A public campaign of the parish (what the donate element may show), or null: private and unknown alike. */
export async function findPublicCampaign(db: Db, paroquiaId: number, id: number): Promise<Campaign | null> {
  const { rows } = await db.query<Campaign>(`${SELECT} WHERE k.paroquia_id = $1 AND k.id = $2 AND k.public`, [paroquiaId, id]);
  return rows[0] ?? null;
}

const fields = (b: CampaignBody) => [b.nome, b.descricao ?? null, b.meta_centavos ?? null, b.inicio, b.fim ?? null, b.publica];

export async function insertCampaign(db: Db, paroquiaId: number, body: CampaignBody): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO campaigns (paroquia_id, name, description, goal_cents, starts_on, ends_on, public) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
    [paroquiaId, ...fields(body)],
  );
  return rows[0].id;
}

export async function updateCampaign(db: Db, paroquiaId: number, id: number, body: CampaignBody): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE campaigns SET name = $3, description = $4, goal_cents = $5, starts_on = $6, ends_on = $7, public = $8 WHERE id = $1 AND paroquia_id = $2 RETURNING id',
    [id, paroquiaId, ...fields(body)],
  );
  return rows.length > 0;
}
