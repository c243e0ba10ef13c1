/**
 * PIX for the tithe (dízimo): the parish's key settings, validated by key type. Shared by the browser
 * and the server; the BR Code itself is built on the server (server/dizimo/pix-code.ts).
 */
import { cnpjDigits, isValidCnpj } from './cnpj';
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
  beneficiarioNoLetters: 'O nome do beneficiário precisa ter letras ou números sem acento: o código PIX não aceita símbolos nem outros alfabetos.',
  beneficiarioMax: (length: number, suggestion: string) =>
    `O nome do beneficiário tem ${length} caracteres no código PIX, que aceita até ${PIX_LIMITS.beneficiario}. Sugestão de abreviação: ${suggestion}`,
  cidadeRequired: 'Informe a cidade.',
  cidadeNoLetters: 'A cidade precisa ter letras sem acento: o código PIX não aceita símbolos nem outros alfabetos.',
  cidadeMax: (length: number, suggestion: string) =>
    `A cidade tem ${length} caracteres no código PIX, que aceita até ${PIX_LIMITS.cidade}. Sugestão de abreviação: ${suggestion}`,
  txid: 'O identificador da transação (txid) deve ter até 25 letras ou números.',
  valor: 'O valor do PIX deve ser um número inteiro de centavos maior que zero.',
  payloadText: 'O nome do beneficiário e a cidade devem conter letras ou números.',
  payloadInvalid: 'O código PIX copia e cola não é válido.',
} as const;

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
      const digits = cnpjDigits(value);
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

/** Name and city as the BR Code carries them: no accents, printable ASCII only ('Paróquia Nª Sª' -> 'Paroquia Na Sa'). */
export function pixText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// The abbreviations a parish uses in its own name, then the words that can go.
const SHORTER: [RegExp, string][] = [
  [/\bParoquia\b/gi, 'Par'],
  [/\bNossa Senhora\b/gi, 'N Sra'],
  [/\bSenhora\b/gi, 'Sra'],
  [/\bSenhor\b/gi, 'Sr'],
  [/\bSantissim([oa])\b/gi, 'Ssm$1'],
  [/\bSao\b/gi, 'S'],
  [/\bSant([oa])\b/gi, 'St$1'],
  [/\bSagrad([oa])\b/gi, 'Sgd$1'],
  [/\bCoracao\b/gi, 'Cor'],
  [/\bImaculad([oa])\b/gi, 'Imac'],
  [/\bConceicao\b/gi, 'Conc'],
  [/\bComunidade\b/gi, 'Com'],
  [/\bIgreja\b/gi, 'Igr'],
  [/\bSantuario\b/gi, 'Sant'],
  [/\bCatedral\b/gi, 'Cat'],
];
const LINKING = /\s+\b(de|da|do|das|dos|e)\b(?=\s)/gi;

/**
 * A suggestion of `text` (cleaned as the BR Code cleans it) within `max` characters: the usual
 * abbreviations, then without 'de', 'da', 'dos'..., then the middle words by their initials (from the
 * last but one back), and only then cut after the last whole word that fits.
 */
export function pixAbbreviation(text: string, max: number): string {
  let short = pixText(text);
  for (const [word, abbreviation] of SHORTER) if (short.length > max) short = short.replace(word, abbreviation);
  if (short.length > max) short = short.replace(LINKING, '');
  const words = short.split(' ');
  for (let i = words.length - 2; i > 0 && words.join(' ').length > max; i--) words[i] = words[i][0];
  short = words.join(' ');
  if (short.length <= max) return short;
  const cut = short.slice(0, max + 1);
  return (cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut.slice(0, max)).trim();
}

/** A name or city of the BR Code: what the payload will carry must have letters and fit, else a message (with an abbreviation). */
const pixName = (limit: number, required: string, noLetters: string, tooLong: (length: number, suggestion: string) => string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(200, { error: required })
    .superRefine((value, ctx) => {
      const shown = pixText(value);
      if (!/[A-Za-z0-9]/.test(shown)) ctx.addIssue({ code: 'custom', message: noLetters });
      else if (shown.length > limit) ctx.addIssue({ code: 'custom', message: tooLong(shown.length, pixAbbreviation(value, limit)) });
    });

/** The parish's PIX settings: the key (validated and normalised by its type), name and city of the BR Code. */
export const PixSettingsBody = z
  .object({
    tipo_chave: z.enum(PIX_KEY_TYPE_IDS, { error: PIX_MSG.tipo }),
    chave: z.string({ error: PIX_MSG.chaveRequired }).trim().min(1, { error: PIX_MSG.chaveRequired }),
    beneficiario: pixName(PIX_LIMITS.beneficiario, PIX_MSG.beneficiarioRequired, PIX_MSG.beneficiarioNoLetters, PIX_MSG.beneficiarioMax),
    cidade: pixName(PIX_LIMITS.cidade, PIX_MSG.cidadeRequired, PIX_MSG.cidadeNoLetters, PIX_MSG.cidadeMax),
  })
  // Validated by its type, then normalised in place: `overwrite` keeps the schema representable in JSON
  // Schema (OpenAPI request and response), which a `transform` would not.
  .superRefine((body, ctx) => {
    if (body.chave && normalisePixKey(body.tipo_chave, body.chave) === null)
      ctx.addIssue({ code: 'custom', path: ['chave'], message: PIX_MSG.key[body.tipo_chave] });
  })
  .overwrite((body) => ({ ...body, chave: normalisePixKey(body.tipo_chave, body.chave) ?? body.chave }));
export type PixSettingsBody = z.infer<typeof PixSettingsBody>;
