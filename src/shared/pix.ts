/**
 * PIX for the tithe (dízimo): the parish's key settings, validated by key type, and the static
 * BR Code ("copia e cola") with its CRC16. Shared by the browser and the server: no Node-only APIs.
 * The EMV payload itself is built and parsed by the `pix-utils` library.
 */
import { createStaticPix, hasError, isStaticPix, parsePix } from 'pix-utils';
import { cpfDigits, isValidCpf } from './cpf';
import { z } from './schemas/zod';

export const PIX_KEY_TYPES = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Telefone',
  aleatoria: 'Chave aleatória',
} as const;
export type PixKeyType = keyof typeof PIX_KEY_TYPES;

const PIX_KEY_TYPE_IDS = Object.keys(PIX_KEY_TYPES) as [PixKeyType, ...PixKeyType[]];

/** EMV limits of the BR Code: merchant name 25, city 15, txid 25 alphanumerics, key 77. */
export const PIX_LIMITS = { beneficiario: 25, cidade: 15, txid: 25, chave: 77 } as const;

export const PIX_MSG = {
  tipo: 'Tipo de chave PIX inválido.',
  chaveRequired: 'Informe a chave PIX.',
  key: {
    cpf: 'CPF inválido. Informe os 11 dígitos de um CPF válido.',
    cnpj: 'CNPJ inválido. Informe os 14 dígitos de um CNPJ válido.',
    email: 'E-mail inválido. Informe um endereço como nome@exemplo.com.br.',
    telefone: 'Telefone inválido. Informe um celular com DDD, por exemplo (11) 98765-4321.',
    aleatoria: 'Chave aleatória inválida. Copie a chave completa, por exemplo 123e4567-e89b-42d3-a456-426614174000.',
  } satisfies Record<PixKeyType, string>,
  beneficiarioRequired: 'Informe o nome do beneficiário.',
  beneficiarioMax: 'O nome do beneficiário deve ter no máximo 25 caracteres.',
  cidadeRequired: 'Informe a cidade.',
  cidadeMax: 'A cidade deve ter no máximo 15 caracteres.',
  txid: 'O identificador da transação (txid) deve ter até 25 letras ou números.',
  valor: 'O valor do PIX deve ser um número inteiro de centavos maior que zero.',
  payloadText: 'O nome do beneficiário e a cidade devem conter letras ou números.',
  payloadInvalid: 'O código PIX copia e cola não é válido.',
} as const;

function isValidCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    // Weights 2..9 repeating, from the rightmost digit leftwards.
    for (let i = 0; i < length; i++) sum += Number(digits[length - 1 - i]) * ((i % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13]);
}

// Brazilian area codes (DDD) in use.
const DDD = new Set(
  '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'.split(
    ' ',
  ),
);

const EMAIL = z.email();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key as the DICT stores it, or null when it is not a valid key of that type: CPF/CNPJ as digits,
 * e-mail lower-cased, phone as +55DDDNNNNNNNNN (a mobile: 9 digits starting with 9), random key lower-cased.
 */
export function normalisePixKey(tipo: PixKeyType, chave: string): string | null {
  const value = chave.trim();
  switch (tipo) {
    case 'cpf': {
      const digits = cpfDigits(value);
      return /^[\d.\-\s]+$/.test(value) && isValidCpf(digits) ? digits : null;
    }
    case 'cnpj': {
      const digits = value.replace(/\D/g, '');
      return /^[\d./\-\s]+$/.test(value) && isValidCnpj(digits) ? digits : null;
    }
    case 'email': {
      const email = value.toLowerCase();
      return email.length <= PIX_LIMITS.chave && EMAIL.safeParse(email).success ? email : null;
    }
    case 'telefone': {
      if (!/^\+?[\d\s().-]+$/.test(value)) return null;
      let digits = value.replace(/\D/g, '');
      if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
      return /^\d{2}9\d{8}$/.test(digits) && DDD.has(digits.slice(0, 2)) ? `+55${digits}` : null;
    }
    case 'aleatoria': {
      const key = value.toLowerCase();
      return UUID.test(key) ? key : null;
    }
    default:
      return null;
  }
}

/** The parish's PIX settings: the key (validated and normalised by its type), name and city of the BR Code. */
export const PixSettingsBody = z
  .object({
    tipo_chave: z.enum(PIX_KEY_TYPE_IDS, { error: PIX_MSG.tipo }),
    chave: z.string({ error: PIX_MSG.chaveRequired }).trim().min(1, { error: PIX_MSG.chaveRequired }),
    beneficiario: z
      .string({ error: PIX_MSG.beneficiarioRequired })
      .trim()
      .min(1, { error: PIX_MSG.beneficiarioRequired })
      .max(PIX_LIMITS.beneficiario, { error: PIX_MSG.beneficiarioMax }),
    cidade: z
      .string({ error: PIX_MSG.cidadeRequired })
      .trim()
      .min(1, { error: PIX_MSG.cidadeRequired })
      .max(PIX_LIMITS.cidade, { error: PIX_MSG.cidadeMax }),
  })
  // Validated by its type, then normalised in place: `overwrite` keeps the schema representable in JSON
  // Schema (OpenAPI request and response), which a `transform` would not.
  .superRefine((body, ctx) => {
    if (body.chave && normalisePixKey(body.tipo_chave, body.chave) === null)
      ctx.addIssue({ code: 'custom', path: ['chave'], message: PIX_MSG.key[body.tipo_chave] });
  })
  .overwrite((body) => ({ ...body, chave: normalisePixKey(body.tipo_chave, body.chave) ?? body.chave }));
export type PixSettingsBody = z.infer<typeof PixSettingsBody>;

/** Name and city as the BR Code wants them: no accents, printable ASCII only ('Paróquia Nª Sª' -> 'Paroquia Na Sa'). */
export function pixText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

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
