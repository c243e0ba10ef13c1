import type { PixKeyType } from '../../shared/pix';
import { pixPayload } from './pix-code';
import type { Db } from '../db/types';

export interface PixSettings {
  tipo_chave: PixKeyType;
  chave: string;
  beneficiario: string;
  cidade: string;
}

export async function loadPix(db: Db, paroquiaId: number): Promise<PixSettings | null> {
  const { rows } = await db.query<PixSettings>(
    'SELECT key_type AS tipo_chave, pix_key AS chave, beneficiary AS beneficiario, city AS cidade FROM parish_pix WHERE paroquia_id = $1',
    [paroquiaId],
  );
  return rows[0] ?? null;
}

export async function savePix(db: Db, paroquiaId: number, s: PixSettings, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO parish_pix (paroquia_id, key_type, pix_key, beneficiary, city, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (paroquia_id) DO UPDATE SET key_type = $2, pix_key = $3, beneficiary = $4, city = $5, updated_at = $6`,
    [paroquiaId, s.tipo_chave, s.chave, s.beneficiario, s.cidade, at],
  );
}

/** The parish's BR Code ('copia e cola') for `txid`. Throws when the settings cannot make one (PIX_MSG). */
export const buildBrCode = (s: PixSettings, txid?: string, valorCentavos?: number) => ({
  payload: pixPayload({ chave: s.chave, beneficiario: s.beneficiario, cidade: s.cidade, txid, valorCentavos }),
});

/**
 * The BR Code for `txid`, or null while the parish has no key, or has settings saved before they were
 * checked as the payload checks them ('✝✝✝'): those show as no key yet, never as a failed page.
 */
export function brCode(s: PixSettings | null, txid?: string, valorCentavos?: number): { payload: string } | null {
  try {
    return s ? buildBrCode(s, txid, valorCentavos) : null;
  } catch {
    return null;
  }
}
