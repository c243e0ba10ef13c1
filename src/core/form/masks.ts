/**
 * The masks of Brazilian numbers (imask): phone, CPF, CEP and money. Each one's form value is its digits
 * (money: its centavos); the input shows them masked while typing, pasting or editing in the middle.
 */
import type { FactoryArg, Masked } from 'imask';
import IMask from 'imask/esm/imask';
import MaskedDynamic from 'imask/esm/masked/dynamic';
import 'imask/esm/masked/pattern';
import 'imask/esm/masked/number';
import { formatCents, parseReais } from '../../shared/money';

const COUNTRY = '+55 (';
/** A national number: DDD + 8 digits (landline) or + 9 (mobile, the only kind the registers accept). */
const PHONE_DIGITS = 11;

/**
 * The national digits of a typed or pasted phone. The shown '+55' is the country code, not part of
 * the number; a leading 55 is the country code too when the number would otherwise be too long
 * (55 19 98765-4321), while a number of DDD 55 (Rio Grande do Sul) keeps it. At most 11 digits.
 */
export function phoneDigits(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (typed.trimStart().startsWith('+55')) digits = digits.slice(2);
  if (digits.length > PHONE_DIGITS && digits.startsWith('55')) digits = digits.slice(2);
  return digits.slice(0, PHONE_DIGITS);
}

const nationalOf = (shown: string) => shown.slice(COUNTRY.length).replace(/\D/g, '');

/**
 * '+55 (19) 3234-5678' for 10 digits, '+55 (19) 98765-4321' for 11. The '+55 (' is written by the
 * mask itself, never matched against typed digits: typing 55 99123-4567 gives DDD 55. A 12th or 13th
 * digit typed after the number means the first 55 was the country code: it is dropped.
 */
class PhoneMasked extends MaskedDynamic {
  constructor(opts: object = {}) {
    super({
      ...opts,
      // '{...}': the country code is part of the raw value, so re-reading the value never mistakes it for digits.
      mask: [{ mask: '{+55 (}00) 0000-0000' }, { mask: '{+55 (}00) 00000-0000' }, { mask: '{+55 (}00) 00000-000000' }],
      // Input at the start (first key, a paste, a set value) arrives as national digits after the country code.
      prepare: (typed: string, masked: Masked) => (masked.value === '' ? COUNTRY + phoneDigits(typed) : typed),
      // By the digits there will be: what stays, what is typed, and what follows the caret.
      dispatch: (appended: string, masked: MaskedDynamic, _flags: unknown, tail: unknown) => {
        const count = masked.value.length >= COUNTRY.length ? nationalOf(masked.value + appended + String(tail ?? '')).length : 0;
        return masked.compiledMasks[count <= 10 ? 0 : count === PHONE_DIGITS ? 1 : 2];
      },
    });
  }

  // The input's options name this class: the same mask, not a new one to rebuild (which would drop the value).
  override maskEquals(mask: unknown): boolean {
    return mask === PhoneMasked;
  }

  // Undo and redo set the unmasked value: read it like input, so the country code is recognised the same way.
  override get unmaskedValue(): string {
    return super.unmaskedValue;
  }
  override set unmaskedValue(value: string) {
    this.value = value;
  }

  override splice(...args: Parameters<MaskedDynamic['splice']>) {
    const details = super.splice(...args);
    if (nationalOf(this.value).length > PHONE_DIGITS) this.value = phoneDigits(this.value);
    return details;
  }
}

export interface DigitsMask {
  /** imask's options for the input. */
  options: FactoryArg;
  /** The form value (digits) of what the input shows. */
  digits: (shown: string) => string;
  /** What the input is given for a form value, when that is not the value itself (money: centavos -> reais). */
  shown?: (value: string) => string;
  /** What the input shows once left, when typing may leave it untidy (money: '50.00' -> 'R$ 50,00'). */
  tidy?: (shown: string) => string;
}

export const PHONE_MASK: DigitsMask = { options: { mask: PhoneMasked }, digits: phoneDigits };
export const CPF_MASK: DigitsMask = { options: { mask: '000.000.000-00' }, digits: (shown) => shown.replace(/\D/g, '') };
/** A supplier's CPF (11 digits) or CNPJ (14), masked as the digits typed so far say. */
export const CPF_CNPJ_MASK: DigitsMask = {
  options: { mask: [{ mask: '000.000.000-00' }, { mask: '00.000.000/0000-00' }] },
  digits: (shown) => shown.replace(/\D/g, ''),
};
export const CEP_MASK: DigitsMask = { options: { mask: '00000-000' }, digits: (shown) => shown.replace(/\D/g, '') };

/**
 * The centavos of a typed amount, null when it is not one. ',' is the decimal mark and '.' groups
 * thousands ('1.234,56', '1.000'), except a '.' followed by exactly two digits at the end with no ','
 * typed: the decimal mark of a phone's keypad or a numpad ('50.00' is R$ 50,00, never R$ 5.000,00).
 * Anything else ambiguous ('50.5') is no amount: refused, never multiplied.
 */
export function typedCents(typed: string): number | null {
  const text = typed
    .replace(/\u00a0/g, ' ')
    .replace(/^\s*R\$/, '')
    .trim();
  const dot = text.includes(',') ? null : /^(\d[\d.]*)\.(\d{2})$/.exec(text);
  return parseReais(dot ? `${dot[1]},${dot[2]}` : text);
}

/** 123456 -> '1.234,56' (no symbol: the mask writes 'R$ '). */
const reais = (cents: number) => formatCents(cents).replace(/^R\$\s*/, '');

/**
 * 'R$ ' and the amount as typed (digits, '.' and ','), tidied to 'R$ 1.234,56' when the field is left.
 * The form value is the centavos ('123456'; '' when empty); text that is no amount stays as typed, so the
 * server refuses it by name instead of the form posting a guess.
 */
export const MONEY_MASK: DigitsMask = {
  options: { mask: 'R$ num', lazy: false, blocks: { num: { mask: /^[\d.,]{0,16}$/ } } },
  digits: (shown) => {
    const text = shown.replace(/^\s*R\$\s*/, '').trim();
    if (!text) return '';
    const cents = typedCents(text);
    return cents === null ? text : String(cents);
  },
  shown: (value) => (/^\d+$/.test(value) ? reais(Number(value)) : value),
  tidy: (shown) => {
    const cents = typedCents(shown);
    return cents === null ? shown : reais(cents);
  },
};

/** What an input with `mask` shows for a stored value ('19987654321' -> '+55 (19) 98765-4321'). */
export function masked(mask: DigitsMask, value: string): string {
  const m = IMask.createMask(mask.options);
  m.value = mask.shown ? mask.shown(value) : value;
  return m.value;
}
