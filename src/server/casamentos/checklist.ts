import { CHECKLIST_PADRAO, DocumentoItem } from '../../shared/schemas/casamentos';
import { prepared, type Db } from '../db/types';

const CHECKLIST_OF = prepared('SELECT itens FROM casamento_checklists WHERE paroquia_id = $1');

/** The parish's checklist of documents asked of each spouse: its own, or the common one until it sets one. */
export async function parishChecklist(db: Db, paroquiaId: number): Promise<DocumentoItem[]> {
  const { rows } = await db.query<{ itens: unknown[] }>(CHECKLIST_OF, [paroquiaId]);
  return rows[0] ? rows[0].itens.map((i) => DocumentoItem.parse(i)) : CHECKLIST_PADRAO;
}

export async function saveChecklist(db: Db, paroquiaId: number, itens: DocumentoItem[], at: Date): Promise<void> {
  await db.query(
    `INSERT INTO casamento_checklists (paroquia_id, itens, updated_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (paroquia_id) DO UPDATE SET itens = EXCLUDED.itens, updated_at = EXCLUDED.updated_at`,
    [paroquiaId, JSON.stringify(itens), at],
  );
}
