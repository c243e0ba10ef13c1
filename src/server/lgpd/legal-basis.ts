import type { LegalBasis } from '../../shared/schemas/lgpd';
import type { Db } from '../db/types';
import type { Actor } from './access-log';

/**
 * Records the register's legal basis inside the create or update transaction. The time and the user
 * change only when the basis does; an absent field leaves everything as it was.
 */
export async function recordLegalBasis(tx: Db, actor: Actor, id: number, basis: LegalBasis | null | undefined): Promise<boolean> {
  if (basis === undefined) return false;
  const { rows } = await tx.query(
    `UPDATE registers
        SET legal_basis = $3,
            legal_basis_at = CASE WHEN $3::text IS NULL THEN NULL ELSE $4::timestamptz END,
            legal_basis_by = CASE WHEN $3::text IS NULL THEN NULL ELSE $5::int END
      WHERE id = $1 AND paroquia_id = $2 AND legal_basis IS DISTINCT FROM $3
      RETURNING id`,
    [id, actor.paroquiaId, basis, actor.at, actor.userId],
  );
  return rows.length > 0;
}
