import { SACRAMENTS, type SacramentSlug } from '../../shared/sacraments';
import { CATECHIST_STATUS, classStatusLabels } from '../../shared/schemas/catechesis';
import { ACCESS_ACTION, LEGAL_BASIS, type AccessAction } from '../../shared/schemas/lgpd';
import { CIVIL_STATUS, RACE, REGISTER_STATUS, WORK_STATE, type Register } from '../../shared/schemas/registers';
import { casamentosOfRegister } from '../casamentos/personal-data';
import { escalasOfRegister } from '../escalas/personal-data';
import { importsOfRegister } from '../imports/personal-data';
import { parishToday } from '../parish-time';
import { entriesOfSupplier } from '../caixa/lancamentos-repository';
import type { Db } from '../db/types';
import { DOCUMENTO_KIND, peticoesOfRegister } from '../diocese/personal-data';
import { findRegister } from '../registers/repository';
import { recordsOfRegister } from '../sacramentos/repository';
import { solicitacoesOfPerson } from '../solicitacoes/personal-data';
import { logAccess, type Actor } from './access-log';

/** A stored file the ZIP carries: where it is in storage and where it goes in the archive. */
interface ExportFile {
  kind: string;
  name: string;
  path: string;
}

export interface PersonExport {
  data: Record<string, unknown>;
  files: ExportFile[];
}

const label = (labels: Record<string | number, string>, value: string | number | null | undefined) =>
  value === null || value === undefined ? null : (labels[value] ?? String(value));
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A file name safe inside the archive: no folders, no control characters. */
function archiveName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').slice(0, 150) || 'arquivo';
}

/**
 * Everything the parish holds about one person (a data-subject request, LGPD art. 18): the register
 * with readable labels, its attachments, catechesis enrolments, attendance and catechist records, the rosters, and the access log
 * about them, this export included. Read in one transaction (`tx`) with the export's own log entry,
 * so the file and the log agree. Classmates, tutors and other people are left out: classes appear by
 * their own name and dates only. Null when the parish has no such register.
 */
export async function collectPersonData(tx: Db, actor: Actor, id: number): Promise<PersonExport | null> {
  const register: Register | null = await findRegister(tx, { paroquiaId: actor.paroquiaId, today: await parishToday(tx, actor.paroquiaId, actor.at) }, id);
  if (!register) return null;
  const files: ExportFile[] = [];

  const raw = await tx.query<{ photo: string | null; created_at: Date; updated_at: Date; status_changed_at: Date | null }>(
    'SELECT photo, created_at, updated_at, status_changed_at FROM registers WHERE id = $1 AND paroquia_id = $2',
    [id, actor.paroquiaId],
  );
  const { photo, created_at, updated_at, status_changed_at } = raw.rows[0];
  let photoPath: string | null = null;
  if (photo) {
    photoPath = `files/foto.${photo.split('.').pop()}`;
    files.push({ kind: 'registers', name: photo, path: photoPath });
  }

  const attachments = await tx.query<{ id: number; filename: string; original_name: string; mime_type: string; size_bytes: number; created_at: Date }>(
    'SELECT id, filename, original_name, mime_type, size_bytes, created_at FROM register_attachments WHERE register_id = $1 AND paroquia_id = $2 ORDER BY id',
    [id, actor.paroquiaId],
  );
  const attachmentList = attachments.rows.map((a) => {
    const path = `files/anexos/${a.id}-${archiveName(a.original_name)}`;
    files.push({ kind: 'anexos_registers', name: a.filename, path });
    return { id: a.id, original_name: a.original_name, mime_type: a.mime_type, size_bytes: a.size_bytes, created_at: iso(a.created_at), file: path };
  });

  const enrolments = await tx.query<{
    sacramento: SacramentSlug;
    turma_id: number;
    turma: string;
    inicio: string;
    termino: string;
    status: number;
    batizado: number;
    created_at: Date;
  }>(
    `SELECT c.sacramento, c.id AS turma_id, c.turma, to_char(c.inicio, 'YYYY-MM-DD') AS inicio, to_char(c.termino, 'YYYY-MM-DD') AS termino,
            c.status, s.batizado, s.created_at
       FROM catechesis_students s JOIN catechesis_classes c ON c.id = s.turma_id AND c.paroquia_id = s.paroquia_id
      WHERE s.register_id = $1 AND s.paroquia_id = $2
      ORDER BY c.inicio, c.id`,
    [id, actor.paroquiaId],
  );
  const catechist = await tx.query<{
    sacramento: SacramentSlug;
    id: number;
    ent_id: number;
    ent_name: string;
    status: number;
    created_at: Date;
    classes: Array<{ id: number; turma: string }>;
  }>(
    `SELECT k.sacramento, k.id, k.ent_id, e.ent_name, k.status, k.created_at,
            coalesce((SELECT json_agg(json_build_object('id', c.id, 'turma', c.turma) ORDER BY c.inicio, c.id)
                        FROM catechesis_classes c WHERE c.tutor = k.id AND c.paroquia_id = k.paroquia_id), '[]'::json) AS classes
       FROM catechists k JOIN communities e ON e.ent_id = k.ent_id
      WHERE k.register_id = $1 AND k.paroquia_id = $2
      ORDER BY k.sacramento`,
    [id, actor.paroquiaId],
  );
  const attendance = await tx.query<{ sacramento: SacramentSlug; turma: string; data: string; tema: string; status: string }>(
    `SELECT c.sacramento, c.turma, to_char(e.data, 'YYYY-MM-DD') AS data, e.tema, a.status
       FROM catechesis_attendance a
       JOIN catechesis_encounters e ON e.id = a.encontro_id
       JOIN catechesis_classes c ON c.id = e.turma_id
      WHERE a.register_id = $1 AND a.paroquia_id = $2
      ORDER BY e.data, e.id`,
    [id, actor.paroquiaId],
  );

  const tithe = await tx.query<{ numero_carne: number; desde: string; status: number; contribuicoes: unknown[] }>(
    `SELECT t.card_number AS numero_carne, to_char(t.joined_on, 'YYYY-MM-DD') AS desde, t.status,
            coalesce((SELECT json_agg(json_build_object('data', to_char(c.received_on, 'YYYY-MM-DD'), 'competencia', to_char(c.competence, 'YYYY-MM'),
                                                        'valor_centavos', c.amount_cents, 'metodo', c.method, 'estorno_de', c.reverses) ORDER BY c.received_on, c.id)
                        FROM contributions c WHERE c.tither_id = t.id), '[]'::json) AS contribuicoes
       FROM tithers t WHERE t.register_id = $1 AND t.paroquia_id = $2`,
    [id, actor.paroquiaId],
  );

  const supplied = register.cpf ? await entriesOfSupplier(tx, actor.paroquiaId, register.cpf) : [];
  const sacramentalRecords = await recordsOfRegister(tx, actor.paroquiaId, id);
  const imports = await importsOfRegister(tx, actor.paroquiaId, id);
  const escalas = await escalasOfRegister(tx, actor.paroquiaId, id);
  const casamentos = await casamentosOfRegister(tx, actor.paroquiaId, id);
  files.push(...casamentos.files);
  const solicitacoes = await solicitacoesOfPerson(tx, actor.paroquiaId, { cpf: register.cpf, email: register.email });
  files.push(...solicitacoes.files);
  const peticoes = (await peticoesOfRegister(tx, actor.paroquiaId, id)).map((p) => ({
    ...p,
    documentos: p.documentos.map(({ arquivo, ...d }) => {
      const path = `files/peticoes/${d.id}-${archiveName(d.nome)}`;
      files.push({ kind: DOCUMENTO_KIND, name: arquivo, path });
      return { ...d, file: path };
    }),
  }));

  await logAccess(tx, actor, id, 'data_export', { files: files.length });
  const log = await tx.query<{ id: number; at: Date; user_id: number; user_name: string; action: AccessAction; details: unknown; ip: string | null }>(
    'SELECT id, at, user_id, user_name, action, details, ip FROM register_access_log WHERE paroquia_id = $1 AND register_id = $2 ORDER BY at, id',
    [actor.paroquiaId, id],
  );

  const { photo: _url, paroquia_id: _parish, ...fields } = register;
  const data = {
    generated_at: actor.at.toISOString(),
    parish: { id: actor.paroquiaId },
    requested_by: { user_id: actor.userId, user_name: actor.userName },
    register: {
      ...fields,
      photo: photoPath,
      created_at: iso(created_at),
      updated_at: iso(updated_at),
      status_changed_at: iso(status_changed_at),
      labels: {
        civil_status: label(CIVIL_STATUS, register.civil_status),
        work_state: label(WORK_STATE, register.work_state),
        race: label(RACE, register.race),
        status: label(REGISTER_STATUS, register.status),
        legal_basis: label(LEGAL_BASIS, register.legal_basis),
      },
    },
    attachments: attachmentList,
    catechesis_enrolments: enrolments.rows.map((e) => ({
      ...e,
      sacramento_label: SACRAMENTS[e.sacramento].name,
      status_label: label(classStatusLabels(SACRAMENTS[e.sacramento]), e.status),
      created_at: iso(e.created_at),
    })),
    catechist_records: catechist.rows.map((k) => ({
      ...k,
      sacramento_label: SACRAMENTS[k.sacramento].name,
      status_label: label(CATECHIST_STATUS, k.status),
      created_at: iso(k.created_at),
    })),
    catechesis_attendance: attendance.rows.map((a) => ({ ...a, sacramento_label: SACRAMENTS[a.sacramento].name })),
    /** The tithe: the card and every contribution (reversals negative), null when the person is no tither. */
    tithe: tithe.rows[0] ?? null,
    /** The books of account's entries with the person as supplier (by CPF): what was paid to or received from them. */
    cash_book_as_supplier: supplied,
    /** The sacramental books' records naming the person (or as a spouse), with their marginal notes and certificates issued. */
    sacramental_records: sacramentalRecords,
    /** The spreadsheet imports that brought the person in (file, line, when and by whom). */
    imports,
    /** The ministry rosters: memberships, assignments, declines remembered and blockouts. */
    escalas,
    /** The marriage files where the person is a spouse: their data, documents, own interview answers, permissions, requests. */
    casamentos: casamentos.processos,
    /** The website's requests (baptism, certificate) naming the person by CPF or e-mail: the form as given, its consent, messages, files, course. */
    solicitacoes: solicitacoes.solicitacoes,
    /** The parish's petitions to the chancery naming the person's records: text, fields, history, documents, decree. */
    peticoes,
    access_log: log.rows.map((l) => ({ ...l, at: iso(l.at), action_label: ACCESS_ACTION[l.action] })),
  };
  return { data, files };
}
