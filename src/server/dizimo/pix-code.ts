import { createStaticPix, hasError, isStaticPix, parsePix } from 'pix-utils';
import { PIX_LIMITS, PIX_MSG, pixText } from '../../shared/pix';

// Server only: pix-utils brings axios, qrcode and a Buffer polyfill that no browser bundle should carry.

export interface PixPayloadInput {
  chave: string;
  beneficiario: string;
  cidade: string;
  /** Omitted: the payer types the amount. */
  valorCentavos?: number;
  /** Up to 25 letters or digits; '***' (none) when omitted. */
  txid?: string;
}

/** The static PIX BR Code ("copia e cola"), CRC16 included. Throws on an invalid amount, txid, name or city. */
export function pixPayload({ chave, beneficiario, cidade, valorCentavos, txid }: PixPayloadInput): string {
  if (valorCentavos !== undefined && (!Number.isSafeInteger(valorCentavos) || valorCentavos <= 0)) throw new Error(PIX_MSG.valor);
  if (txid !== undefined && txid !== '' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new Error(PIX_MSG.txid);
  const merchantName = pixText(beneficiario).slice(0, PIX_LIMITS.beneficiario).trim();
  const merchantCity = pixText(cidade).slice(0, PIX_LIMITS.cidade).trim();
  if (!merchantName || !merchantCity) throw new Error(PIX_MSG.payloadText);
  const pix = createStaticPix({
    pixKey: chave.trim(),
    merchantName,
    merchantCity,
    // The library writes amount.toFixed(2): exact for whole centavos.
    transactionAmount: valorCentavos === undefined ? 0 : valorCentavos / 100,
    txid: txid || '***',
  });
  if (hasError(pix)) throw new Error(PIX_MSG.payloadInvalid);
  return pix.toBRCode();
}

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF) over the UTF-8 bytes, as 4 upper-case hex digits. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface ParsedPixPayload {
  chave: string;
  /** null when the code leaves the amount to the payer. */
  valorCentavos: number | null;
  /** null for '***' (no txid). */
  txid: string | null;
  crcOk: boolean;
}

/**
 * Reads a static BR Code. A wrong CRC does not throw: the fields are still read and `crcOk` is false
 * (pix-utils refuses such a code, so it is read again with the CRC corrected). Throws when it is not
 * a static PIX code at all.
 */
export function parsePixPayload(payload: string): ParsedPixPayload {
  const code = payload.trim();
  if (!/6304[0-9A-Fa-f]{4}$/.test(code)) throw new Error(PIX_MSG.payloadInvalid);
  const body = code.slice(0, -4);
  const crcOk = crc16(body) === code.slice(-4).toUpperCase();
  const pix = parsePix(crcOk ? `${body}${code.slice(-4).toUpperCase()}` : `${body}${crc16(body)}`);
  if (hasError(pix) || !isStaticPix(pix) || !pix.pixKey) throw new Error(PIX_MSG.payloadInvalid);
  const amount = pix.transactionAmount ?? 0;
  return {
    chave: pix.pixKey,
    valorCentavos: amount > 0 ? Math.round(amount * 100) : null,
    txid: pix.txid && pix.txid !== '***' ? pix.txid : null,
    crcOk,
  };
}
