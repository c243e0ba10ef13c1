import { CASAMENTOS_MSG, SACRAMENTOS_CERTIFICAVEIS, type DocumentoItem } from '../../shared/schemas/casamentos';
import { addMonths } from '../../shared/plain-date';
import type { Db } from '../db/types';
import { invalidField } from '../http-error';
import { publicCertificate } from '../sacramentos/certificates';

/** What a delivered certificate says of itself: code, issue, validity and the parish that issued it. */
export interface CertificateFacts {
  codigo: string | null;
  emitido_em: string | null;
  valido_ate: string | null;
  origem: string | null;
}

/**
 * A certificate of this portal, by its code: of the item's sacrament, not annulled nor corrected after issue,
 * and (for an item with a validity, the baptism's six months) still valid `today`. Else a 422 on `codigo`.
 */
export async function verifiedCertificate(db: Db, code: string, item: DocumentoItem, today: string): Promise<CertificateFacts> {
  const c = await publicCertificate(db, code);
  if (!c) throw invalidField('codigo', CASAMENTOS_MSG.codeNotFound);
  if (!item.sacramento || c.tipo !== SACRAMENTOS_CERTIFICAVEIS[item.sacramento]) throw invalidField('codigo', CASAMENTOS_MSG.codeWrongKind);
  if (c.anulado) throw invalidField('codigo', CASAMENTOS_MSG.codeAnnulled);
  if (c.retificado) throw invalidField('codigo', CASAMENTOS_MSG.codeCorrected);
  const valido_ate = item.validade_meses ? addMonths(c.emitida_em, item.validade_meses) : null;
  if (valido_ate && valido_ate < today) throw invalidField('codigo', CASAMENTOS_MSG.codeExpired);
  return { codigo: c.codigo, emitido_em: c.emitida_em, valido_ate, origem: c.paroquia };
}

/** A certificate from outside the portal: its issue date is typed, and an item with a validity checks it. */
export function typedCertificate(item: DocumentoItem, emitido_em: string | undefined, today: string): CertificateFacts {
  if (emitido_em && emitido_em > today) throw invalidField('emitido_em', CASAMENTOS_MSG.emitidaFuture);
  if (!item.validade_meses) return { codigo: null, emitido_em: emitido_em ?? null, valido_ate: null, origem: null };
  if (!emitido_em) throw invalidField('emitido_em', CASAMENTOS_MSG.emitidaRequired);
  const valido_ate = addMonths(emitido_em, item.validade_meses);
  if (valido_ate < today) throw invalidField('emitido_em', CASAMENTOS_MSG.codeExpired);
  return { codigo: null, emitido_em, valido_ate, origem: null };
}
