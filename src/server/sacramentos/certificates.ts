import { randomBytes } from 'node:crypto';
import { SACRAMENTO_TIPOS, type Assinante, type CertidaoForma, type PublicCertificate, type SacramentoRecord } from '../../shared/schemas/sacramentos';
import { acrossParishes } from '../db/scope';
import type { Db } from '../db/types';
import type { Actor } from '../lgpd/access-log';
import { changedKeys, COLUMNS, contentOf, toWire, type Row } from './repository';

// Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not mistaken.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A certificate's verification code, 80 random bits: 'K7Q2-M9XD-4HTA-P0WE'. */
export function certificateCode(): string {
  const chars = [...randomBytes(16)].map((b) => ALPHABET[b & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** Who may sign the parish's certificates, in order: the pároco ('paroco'), then each vigário ('vigario-1', ...). */
export async function parishSigners(db: Db, paroquiaId: number): Promise<Assinante[]> {
  const { rows } = await db.query<{ paroco_nome: string | null; paroco_titulo: string; vigarios: Array<{ nome?: unknown; titulo?: unknown }> }>(
    'SELECT paroco_nome, paroco_titulo, vigarios FROM paroquias WHERE id = $1',
    [paroquiaId],
  );
  const p = rows[0];
  if (!p) return [];
  const out: Assinante[] = p.paroco_nome ? [{ chave: 'paroco', nome: p.paroco_nome, titulo: p.paroco_titulo }] : [];
  p.vigarios.forEach((v, i) => {
    if (typeof v.nome === 'string' && v.nome)
      out.push({ chave: `vigario-${i + 1}`, nome: v.nome, titulo: typeof v.titulo === 'string' && v.titulo ? v.titulo : 'Vigário paroquial' });
  });
  return out;
}

export interface IssuedCertificate {
  code: string;
  finalidade: string | null;
  forma: CertidaoForma;
  signer: Assinante;
}

/** Keeps a certificate issued: the record's version it printed, its form, who signed and who issued it. */
export async function insertCertificate(db: Db, paroquiaId: number, record: SacramentoRecord, c: IssuedCertificate, actor: Actor): Promise<void> {
  await db.query(
    `INSERT INTO sacramental_certificates (paroquia_id, record_id, version, code, nome, finalidade, forma, assinante_nome, assinante_titulo, issued_by, issued_by_name, issued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [paroquiaId, record.id, record.versao, c.code, record.nome, c.finalidade, c.forma, c.signer.nome, c.signer.titulo, actor.userId, actor.userName, actor.at],
  );
}

/** The keys a register link is kept under: unlinking a register (LGPD) changes nothing a certificate printed. */
const LINKS = /register_id$/;
const printed = (content: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(content)
      .filter(([k]) => !LINKS.test(k))
      .map(([k, v]) => [k, v && typeof v === 'object' && !Array.isArray(v) ? printed(v as Record<string, unknown>) : v]),
  );

/**
 * A certificate as anyone may verify it: parish, kind, name, day of issue (the parish's), whether the
 * record was annulled or corrected since, and the sacrament's date with its book, page and entry as
 * the certificate printed them (so a forged PDF can be told apart).
 */
export async function publicCertificate(db: Db, code: string): Promise<PublicCertificate | null> {
  // Public by its code, whichever parish issued it: also when a signed-in parish checks one (a marriage file's document).
  const { rows } = await acrossParishes(() =>
    db.query<Row & { code: string; paroquia: string; cert_nome: string; emitida_em: string; printed_version: Record<string, unknown> | null }>(
      `SELECT ${/* sql-fragment: fixed */ COLUMNS}, c.code, p.name AS paroquia, c.nome AS cert_nome,
            to_char(c.issued_at AT TIME ZONE p.time_zone, 'YYYY-MM-DD') AS emitida_em, v.data AS printed_version
       FROM sacramental_certificates c
       JOIN sacramental_records r ON r.id = c.record_id AND r.paroquia_id = c.paroquia_id
       JOIN paroquias p ON p.id = c.paroquia_id
       LEFT JOIN sacramental_record_versions v ON v.record_id = c.record_id AND v.version = c.version
      WHERE c.code = $1`,
      [code],
    ),
  );
  const row = rows[0];
  if (!row) return null;
  const now = toWire(row);
  // The version printed is in the versions table once a later one replaced it; else it is the current one.
  const then = row.printed_version ?? contentOf(now);
  return {
    codigo: row.code,
    paroquia: row.paroquia,
    tipo: SACRAMENTO_TIPOS[row.kind],
    nome: row.cert_nome,
    emitida_em: row.emitida_em,
    anulado: now.anulado,
    retificado: changedKeys(printed(then), printed(contentOf(now))).length > 0,
    data: String(then.data),
    livro: Number(then.livro),
    folha: Number(then.folha),
    termo: Number(then.termo),
  };
}
