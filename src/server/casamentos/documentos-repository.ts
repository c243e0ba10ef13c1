import type { CasamentoDocumento, ConjugeNumero } from '../../shared/schemas/casamentos';
import { prepared, type Db } from '../db/types';

export type DocumentoRow = CasamentoDocumento & { arquivo_guardado: string | null };

const COLUMNS = `id, conjuge, item, arquivo IS NOT NULL AS arquivo, arquivo AS arquivo_guardado, arquivo_nome, codigo,
    to_char(emitido_em, 'YYYY-MM-DD') AS emitido_em, to_char(valido_ate, 'YYYY-MM-DD') AS valido_ate, origem, observacao,
    created_by_name AS entregue_por, created_at::text AS entregue_em`;
const SELECT = `SELECT ${COLUMNS} FROM casamento_documentos`;
const DOCUMENTOS_OF = prepared(
  `SELECT casamento_id, ${COLUMNS} FROM casamento_documentos WHERE paroquia_id = $1 AND casamento_id = ANY($2::int[]) ORDER BY conjuge, id`,
);

/** The documents delivered for these files (one, or a list's page), each with its file. */
export async function listDocumentos(db: Db, paroquiaId: number, casamentoIds: number[]): Promise<(DocumentoRow & { casamento_id: number })[]> {
  const { rows } = await db.query<DocumentoRow & { casamento_id: number }>(DOCUMENTOS_OF, [paroquiaId, casamentoIds]);
  return rows;
}

export async function findDocumento(db: Db, paroquiaId: number, casamentoId: number, id: number): Promise<DocumentoRow | null> {
  const { rows } = await db.query<DocumentoRow>(`${SELECT} WHERE paroquia_id = $1 AND casamento_id = $2 AND id = $3`, [paroquiaId, casamentoId, id]);
  return rows[0] ?? null;
}

export interface NewDocumento {
  conjuge: ConjugeNumero;
  item: string;
  arquivo: string | null;
  arquivo_nome: string | null;
  codigo: string | null;
  emitido_em: string | null;
  valido_ate: string | null;
  origem: string | null;
  observacao: string | null;
}

/** Delivers an item; null when the item was already delivered for this spouse. */
export async function insertDocumento(
  db: Db,
  paroquiaId: number,
  casamentoId: number,
  d: NewDocumento,
  actor: { userId: number | null; userName: string; at: Date },
) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO casamento_documentos (paroquia_id, casamento_id, conjuge, item, arquivo, arquivo_nome, codigo, emitido_em, valido_ate, origem, observacao,
       created_by, created_by_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (casamento_id, conjuge, item) DO NOTHING RETURNING id`,
    [
      paroquiaId,
      casamentoId,
      d.conjuge,
      d.item,
      d.arquivo,
      d.arquivo_nome,
      d.codigo,
      d.emitido_em,
      d.valido_ate,
      d.origem,
      d.observacao,
      actor.userId,
      actor.userName,
      actor.at,
    ],
  );
  return rows[0]?.id ?? null;
}

export async function updateDocumento(
  db: Db,
  paroquiaId: number,
  id: number,
  d: Pick<NewDocumento, 'codigo' | 'emitido_em' | 'valido_ate' | 'origem' | 'observacao'>,
): Promise<void> {
  await db.query(
    'UPDATE casamento_documentos SET codigo = $3, emitido_em = $4, valido_ate = $5, origem = $6, observacao = $7 WHERE id = $1 AND paroquia_id = $2',
    [id, paroquiaId, d.codigo, d.emitido_em, d.valido_ate, d.origem, d.observacao],
  );
}

export async function deleteDocumento(db: Db, paroquiaId: number, id: number): Promise<void> {
  await db.query('DELETE FROM casamento_documentos WHERE id = $1 AND paroquia_id = $2', [id, paroquiaId]);
}
