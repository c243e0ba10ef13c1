import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CERTIFICATE_FIELD_MISSING,
  certificateMissingText,
  missingForCertificate,
  SACRAMENTOS_MSG,
  type Assinante,
  type CertificateBody,
  type SacramentoDetail,
  type SacramentoRecord,
} from '../../shared/schemas/sacramentos';
import type { Db } from '../db/types';
import type { z } from '../../shared/schemas/zod';
import { loadLetterhead } from '../documents/letterhead';
import { HttpError } from '../http-error';
import { portalBase } from '../http/portal-base';
import { logAccess, type Actor } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { certificatePdf } from './certificate';
import { certificateCode, insertCertificate } from './certificates';

/** Refused while the record is annulled (409) or lacks what canon law asks the certificate to say (422, on those fields). */
export function refuseUncertifiable(record: SacramentoDetail): void {
  if (record.anulado) throw new HttpError(409, SACRAMENTOS_MSG.annulledNoCertificate);
  const missing = missingForCertificate(record);
  if (missing.length)
    throw new HttpError(422, certificateMissingText(missing), Object.fromEntries(missing.map((m) => [m.campos[0], [CERTIFICATE_FIELD_MISSING]])));
}

/**
 * A certificate of an entry of `paroquiaId`'s books, signed by `signer`: the PDF on the parish's letterhead with a new
 * verification code (and its QR), kept for the public verification.
 */
export async function issueCertificate(
  request: FastifyRequest,
  o: { paroquiaId: number; record: SacramentoDetail; body: z.output<typeof CertificateBody>; signer: Assinante; actor: Actor },
): Promise<{ code: string; bytes: Buffer }> {
  const { db, storage } = request.server;
  const { finalidade = null, forma } = o.body;
  const code = certificateCode();
  const url = `${portalBase(request)}/certidoes/${code}`;
  const today = await parishToday(db, o.paroquiaId, request.server.clock());
  const issue = { code, url, finalidade, forma, signer: o.signer, issuedBy: o.actor.userName, today };
  const bytes = await certificatePdf(await loadLetterhead(db, storage, o.paroquiaId), o.record, issue);
  await insertCertificate(db, o.paroquiaId, o.record, issue, o.actor);
  return { code, bytes };
}

/** The certificate as the answer: the PDF, its code also in X-Certidao-Codigo. */
export const sendCertificate = (reply: FastifyReply, record: SacramentoDetail, { code, bytes }: { code: string; bytes: Buffer }) =>
  reply
    .type('application/pdf')
    .header('X-Certidao-Codigo', code)
    .header('Content-Disposition', `attachment; filename="certidao-${record.tipo}-${code}.pdf"`)
    .send(bytes);

/** A read or a certificate of `r`, in `actor.paroquiaId`'s access log: one entry for each register the record names. */
export async function logRecord(
  db: Db,
  actor: Actor,
  r: SacramentoRecord,
  action: 'sacrament_view' | 'sacrament_certificate',
  details: Record<string, unknown> = {},
): Promise<void> {
  const ids = r.tipo === 'matrimonio' ? [r.conjuge1?.register_id ?? null, r.conjuge2?.register_id ?? null] : [r.register_id];
  const linked = ids.filter((id): id is number => id !== null);
  for (const id of linked.length ? linked : [null]) await logAccess(db, actor, id, action, { sacramento: r.tipo, registro: r.id, ...details });
}
