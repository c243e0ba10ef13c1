import { LGPD_MSG } from '../../shared/schemas/lgpd';
import { prepared, type Db } from '../db/types';
import { HttpError } from '../http-error';

/**
 * Refuses writes to an anonymised register (409): an edit or an attachment would bring personal data
 * back under a record whose history says it was removed. A register that does not exist passes: the
 * caller answers its own 404.
 */
const ANONYMISED = prepared('SELECT 1 FROM registers WHERE id = $1 AND paroquia_id = $2 AND anonymised_at IS NOT NULL');

export async function refuseIfAnonymised(db: Db, paroquiaId: number, id: number): Promise<void> {
  const { rows } = await db.query(ANONYMISED, [id, paroquiaId]);
  if (rows.length) throw new HttpError(409, LGPD_MSG.alreadyAnonymised);
}
