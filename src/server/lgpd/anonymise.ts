import { anonymisedName, PERSONAL_FIELDS, type AnonymisePreview, type PersonalField } from '../../shared/schemas/lgpd';
import { forgetInCasamentos } from '../casamentos/personal-data';
import type { Db } from '../db/types';
import { DOCUMENTO_KIND, forgetInPeticoes } from '../diocese/personal-data';
import { forgetInEscalas } from '../escalas/personal-data';
import { forgetInImports } from '../imports/personal-data';
import { parishToday } from '../parish-time';
import { ATTACHMENT_KIND, columnOf, PHOTO_KIND } from '../registers/repository';
import { unlinkRegister } from '../sacramentos/repository';
import { forgetInSolicitacoes } from '../solicitacoes/personal-data';
import { logAccess, type Actor } from './access-log';

/** Wire field -> column of every personal field; anonymisation empties them all and replaces the name. */
const PERSONAL_COLUMNS = (Object.keys(PERSONAL_FIELDS) as PersonalField[]).map((field) => [field, columnOf(field)] as const);

// Which personal fields are filled, never their values: the confirmation names them.
const FILLED = PERSONAL_COLUMNS.map(([field, column]) => `(${column} IS NOT NULL) AS "${field}"`).join(', ');

type FilledRow = Record<string, boolean> & { photo: boolean; anonymised_at: Date | null };

/** What anonymising would remove and keep; null when the parish has no such register. */
export async function anonymisePreview(db: Db, paroquiaId: number, id: number, lock = false): Promise<AnonymisePreview | null> {
  const { rows } = await db.query<FilledRow>(
    `SELECT ${/* sql-fragment: fixed */ FILLED}, photo IS NOT NULL AS photo, anonymised_at
       FROM registers WHERE id = $1 AND paroquia_id = $2 ${/* sql-fragment: fixed */ lock ? 'FOR UPDATE' : ''}`,
    [id, paroquiaId],
  );
  const row = rows[0];
  if (!row) return null;
  const counts = await db.query<{ attachments: number; enrolments: number; catechist: boolean }>(
    `SELECT (SELECT count(*)::int FROM register_attachments WHERE register_id = $1 AND paroquia_id = $2) AS attachments,
            (SELECT count(*)::int FROM catechesis_students WHERE register_id = $1 AND paroquia_id = $2) AS enrolments,
            EXISTS (SELECT 1 FROM catechists WHERE register_id = $1 AND paroquia_id = $2) AS catechist`,
    [id, paroquiaId],
  );
  const anonymised = row.anonymised_at !== null;
  return {
    id,
    anonymised_at: row.anonymised_at?.toISOString() ?? null,
    // The placeholder name of an anonymised register is not the person's.
    fields: anonymised ? [] : PERSONAL_COLUMNS.filter(([field]) => row[field]).map(([field]) => field),
    photo: row.photo,
    ...counts.rows[0],
  };
}

export type AnonymiseResult = { done: AnonymisePreview; files: Array<[kind: string, name: string]> } | { already: true } | null;

/**
 * Anonymises a register in place, inside `tx`: every personal field emptied, the name replaced by
 * 'Pessoa anonimizada #id' (so the folded search column follows), the legal basis cleared, the
 * attachment rows deleted, anonymised_at set, and the entry logged. What stays, without identity:
 * the row itself (out of the import that created it, whose waiting lines naming the person are deleted), so class enrolments (catechesis_students) keep counting in their class and the catechist
 * record keeps its classes, now inactive; contributions, unlinked (anonymous offerings); the access log. The rosters
 * forget the person (escalas/personal-data.ts); the marriage files keep the person only as the placeholder (casamentos/personal-data.ts).
 * Returns the files to remove once committed.
 */
export async function anonymiseRegister(tx: Db, actor: Actor, id: number): Promise<AnonymiseResult> {
  const before = await anonymisePreview(tx, actor.paroquiaId, id, true);
  if (!before) return null;
  if (before.anonymised_at) return { already: true };
  const photo = await tx.query<{ photo: string | null; cpf: string | null; email: string | null }>('SELECT photo, cpf, email FROM registers WHERE id = $1', [
    id,
  ]);
  // Before the CPF and e-mail are cleared: they find the person in the website's requests.
  const requestFiles = await forgetInSolicitacoes(tx, actor.paroquiaId, photo.rows[0], anonymisedName(id), actor.at);
  // Before the name and CPF are cleared: they find the person's lines in imports still waiting.
  await forgetInImports(tx, actor.paroquiaId, id);
  const attachments = await tx.query<{ filename: string }>('DELETE FROM register_attachments WHERE register_id = $1 AND paroquia_id = $2 RETURNING filename', [
    id,
    actor.paroquiaId,
  ]);
  await tx.query(
    `UPDATE registers
        SET name = $3, email = NULL, phone = NULL, cpf = NULL, rg = NULL, family_count = NULL, civil_status = NULL,
            born_date = NULL, work_state = NULL, race = NULL, country = NULL, state = NULL, city = NULL, cep = NULL,
            address = NULL, address_number = NULL, home_situation = NULL, mother_name = NULL, mother_phone = NULL,
            father_name = NULL, father_phone = NULL, photo = NULL,
            legal_basis = NULL, legal_basis_at = NULL, legal_basis_by = NULL,
            anonymised_at = $4, anonymised_by = $5, updated_at = $4, updated_by = $5
      WHERE id = $1 AND paroquia_id = $2`,
    [id, actor.paroquiaId, anonymisedName(id), actor.at, actor.userId],
  );
  // A person with no identity cannot go on teaching: the catechist record stays (its classes keep their tutor), inactive.
  await tx.query('UPDATE catechists SET status = 2 WHERE register_id = $1 AND paroquia_id = $2', [id, actor.paroquiaId]);
  // The books must still add up: contributions keep their amounts and receipts, as anonymous offerings; the tither goes.
  const tither = await tx.query<{ id: number }>('SELECT id FROM tithers WHERE register_id = $1 AND paroquia_id = $2', [id, actor.paroquiaId]);
  if (tither.rows[0]) {
    await tx.query('UPDATE contributions SET tither_id = NULL WHERE tither_id = $1', [tither.rows[0].id]);
    await tx.query('DELETE FROM tithers WHERE id = $1', [tither.rows[0].id]);
  }
  // Nobody schedules a person without identity: memberships (with their assignments), blockouts and declines go.
  await forgetInEscalas(tx, actor.paroquiaId, id);
  // Marriage files keep their course without the person: name, data, documents and interview answers go.
  const marriageFiles = await forgetInCasamentos(tx, actor.paroquiaId, id, anonymisedName(id));
  // Petitions to the chancery naming the person's records lose what names them (found by the records' links, so first).
  const peticaoFiles = await forgetInPeticoes(tx, actor.paroquiaId, id);
  // The sacramental books are permanent: their records only lose the link to the register, with a note.
  await unlinkRegister(tx, actor.paroquiaId, id, actor, await parishToday(tx, actor.paroquiaId, actor.at));
  const done = { ...before, anonymised_at: actor.at.toISOString() };
  await logAccess(tx, actor, id, 'anonymise', {
    fields: before.fields,
    photo: before.photo,
    attachments: before.attachments,
    enrolments: before.enrolments,
    catechist: before.catechist,
  });
  const files: Array<[string, string]> = attachments.rows.map((a) => [ATTACHMENT_KIND, a.filename]);
  if (photo.rows[0].photo) files.push([PHOTO_KIND, photo.rows[0].photo]);
  files.push(...marriageFiles, ...requestFiles);
  for (const name of peticaoFiles) files.push([DOCUMENTO_KIND, name]);
  return { done, files };
}
