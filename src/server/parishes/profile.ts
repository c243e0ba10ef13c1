import type { ParishProfile, ParishProfileBody, Signer } from '../../shared/schemas/parish';
import type { Db } from '../db/types';
import { uploadUrl } from '../uploads/url';

export const LOGO_KIND = 'paroquias';

type Row = Omit<ParishProfile, 'paroco' | 'vigarios' | 'logo'> & {
  paroco_nome: string | null;
  paroco_titulo: string;
  vigarios: Array<Partial<Record<keyof Signer, unknown>>>;
  logo: string | null;
};

const isSigner = (v: Partial<Record<keyof Signer, unknown>>): v is Signer => typeof v.nome === 'string' && typeof v.titulo === 'string';

/** GET /api/paroquia: the parish's profile as saved (every document, the header and the public elements read these columns). */
export async function loadProfile(db: Db, paroquiaId: number): Promise<ParishProfile | null> {
  const { rows } = await db.query<Row>(
    `SELECT id, name AS nome, cnpj, diocese, cep, address AS endereco, city AS cidade, state AS uf, phone AS telefone,
            email, website AS site, time_zone AS fuso_horario, paroco_nome, paroco_titulo, vigarios, logo
       FROM paroquias WHERE id = $1`,
    [paroquiaId],
  );
  const row = rows[0];
  if (!row) return null;
  const { paroco_nome, paroco_titulo, vigarios, logo, ...rest } = row;
  return {
    ...rest,
    paroco: paroco_nome ? { nome: paroco_nome, titulo: paroco_titulo } : null,
    vigarios: vigarios.filter(isSigner).map(({ nome, titulo }) => ({ nome, titulo })),
    logo: uploadUrl(LOGO_KIND, logo),
  };
}

/** PUT /api/paroquia: the whole profile but the logo. The row's change is announced ('p:<id>'), so every process drops what it kept of it. */
export async function saveProfile(db: Db, paroquiaId: number, p: ParishProfileBody): Promise<void> {
  await db.query(
    `UPDATE paroquias SET name = $2, cnpj = $3, diocese = $4, cep = $5, address = $6, city = $7, state = $8, phone = $9, email = $10,
            website = $11, time_zone = $12, paroco_nome = $13, paroco_titulo = coalesce($14, 'Pároco'), vigarios = $15::jsonb
      WHERE id = $1`,
    [
      paroquiaId,
      p.nome,
      p.cnpj,
      p.diocese,
      p.cep ?? null,
      p.endereco,
      p.cidade ?? null,
      p.uf ?? null,
      p.telefone ?? null,
      p.email ?? null,
      p.site ?? null,
      p.fuso_horario,
      p.paroco?.nome ?? null,
      p.paroco?.titulo ?? null,
      JSON.stringify(p.vigarios),
    ],
  );
}

/** Sets the parish's logo file; answers the one it replaces. */
export async function replaceLogo(db: Db, paroquiaId: number, logo: string): Promise<string | null> {
  const { rows } = await db.query<{ previous: string | null }>(
    'UPDATE paroquias p SET logo = $2 FROM (SELECT logo AS previous FROM paroquias WHERE id = $1 FOR UPDATE) old WHERE p.id = $1 RETURNING old.previous',
    [paroquiaId, logo],
  );
  return rows[0]?.previous ?? null;
}
