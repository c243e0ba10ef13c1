import type { ImportKind } from '../../shared/schemas/imports';
import type { Db } from '../db/types';

/** An import that brought a person in, as their LGPD export lists it. */
export interface PersonImport {
  importacao: number;
  tipo: ImportKind;
  arquivo: string;
  linha: number;
  /** What the line created: the register, or the tither record of an existing register. */
  criou: 'registro' | 'dizimista';
  importada_em: string | null;
  importada_por: string;
}

/** The imports that created this register or made it a tither, oldest first (for the person's data export). */
export async function importsOfRegister(db: Db, paroquiaId: number, registerId: number): Promise<PersonImport[]> {
  const { rows } = await db.query<Omit<PersonImport, 'importada_em'> & { importada_em: Date | null }>(
    `SELECT i.id AS importacao, i.kind AS tipo, i.file_name AS arquivo, b.line AS linha,
            CASE WHEN b.register_id IS NOT NULL THEN 'registro' ELSE 'dizimista' END AS criou,
            i.imported_at AS importada_em, i.created_by_name AS importada_por
       FROM import_rows b JOIN imports i ON i.id = b.import_id
      WHERE i.paroquia_id = $1 AND (b.register_id = $2 OR b.tither_id IN (SELECT id FROM tithers WHERE register_id = $2))
      ORDER BY i.created_at, i.id`,
    [paroquiaId, registerId],
  );
  return rows.map((r) => ({ ...r, importada_em: r.importada_em?.toISOString() ?? null }));
}

/**
 * A register anonymised at the person's request, inside the anonymisation's transaction (before its fields
 * are cleared): it leaves the batches that created it (an undo will not touch the placeholder that remains),
 * and the lines of imports still waiting for confirmation that carry the person's CPF or name are deleted.
 */
export async function forgetInImports(tx: Db, paroquiaId: number, registerId: number): Promise<void> {
  await tx.query('DELETE FROM import_rows WHERE register_id = $1', [registerId]);
  await tx.query(
    `WITH person AS (SELECT cpf, search_fold(btrim(name)) AS name FROM registers WHERE id = $2 AND paroquia_id = $1),
     gone AS (
       DELETE FROM import_lines l USING imports i, person p
        WHERE i.id = l.import_id AND i.paroquia_id = $1 AND i.state IN ('enviada', 'validada')
          AND EXISTS (SELECT 1 FROM unnest(l.cells) AS c
                       WHERE (p.cpf IS NOT NULL AND regexp_replace(c, '\\D', '', 'g') = p.cpf) OR search_fold(btrim(c)) = p.name)
       RETURNING l.import_id)
     UPDATE imports SET lines = lines - g.n FROM (SELECT import_id, count(*)::int AS n FROM gone GROUP BY import_id) g WHERE imports.id = g.import_id`,
    [paroquiaId, registerId],
  );
}
