import { fieldOf, IMPORT_FIELDS, headerKey, type ImportField, type ImportKind } from './import-fields';
import { parseReais } from './money';

/**
 * A spreadsheet's cell as its form field would send it: the row then goes through the form's own
 * shared schema, so an imported row is judged as a typed one. Cells arrive as text (an XLSX date cell
 * as 'AAAA-MM-DD', a number as its digits). What cannot be read is passed on as it is and the schema
 * refuses it with the form's message.
 */

/** 'DD/MM/AAAA' (or D/M/AAAA, with - or .) and 'AAAA-MM-DD' (a time after it is dropped) -> 'AAAA-MM-DD'; '31/02/1990' stays impossible for the schema to refuse. */
export function cellDate(text: string): string {
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (br) return `${br[3]}-${br[2].padStart(2, '0')}-${br[1].padStart(2, '0')}`;
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/.exec(text);
  return iso ? iso[1] : text;
}

/** A phone as the form keeps it: digits only, without the country code 55 or a trunk 0. */
export function cellPhone(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (!digits) return text;
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
  else if (digits.length === 12 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** Digits only, left-padded to `length` when a spreadsheet kept them as a number and dropped leading zeros. */
const paddedDigits = (text: string, length: number) =>
  /^\d+$/.test(text) && text.length >= length - 2 && text.length < length ? text.padStart(length, '0') : text;

/** 'Solteira', 'SOLTEIRO', 'solteiro(a)', '1' -> '1': a choice by its code or its label (either gender's ending). */
export function cellChoice(text: string, options: Readonly<Record<string, string>>): string {
  const stem = (s: string) => headerKey(s.replace(/\(a\)$/i, '')).replace(/[ao]$/, '');
  const typed = stem(text);
  if (Object.hasOwn(options, text)) return text;
  for (const [code, label] of Object.entries(options)) if (stem(label) === typed || headerKey(code) === headerKey(text)) return code;
  return text;
}

/** 'R$ 1.234,56', '50,00', or a number cell's '50.5' -> centavos as digits ('123456'). */
export function cellMoney(text: string): string {
  const decimalPoint = /^\d+\.\d{1,2}$/.exec(text);
  const cents = decimalPoint ? Math.round(Number(text) * 100) : parseReais(text);
  return cents === null ? text : String(cents);
}

const YES = new Set(['sim', 's', 'x', '1', 'true', 'verdadeiro', 'com', 'yes']);
const NO = new Set(['nao', 'n', '0', 'false', 'falso', 'sem', 'no']);

/** One cell as its field's form sends it ('' for an empty cell). */
function cellValue(field: ImportField, raw: string): string {
  const text = raw.trim();
  if (!text) return '';
  switch (field.tipo) {
    case 'data':
      return cellDate(text);
    case 'cpf':
      return paddedDigits(text, 11);
    case 'cep':
      return paddedDigits(text, 8);
    case 'telefone':
      return cellPhone(text);
    case 'inteiro':
      return text.replace(/^(\d+)\.0+$/, '$1').replace(/^0+(?=\d)/, '');
    case 'dinheiro':
      return cellMoney(text);
    case 'escolha':
      return cellChoice(text, field.opcoes ?? {});
    case 'simnao': {
      const key = headerKey(text);
      return YES.has(key) ? 'true' : NO.has(key) ? 'false' : text;
    }
    case 'lista':
      return text
        .split(/\s*[;\n]\s*/)
        .filter(Boolean)
        .join('\n');
    default:
      return text;
  }
}

/**
 * A line of the spreadsheet as the kind's form would send it: each mapped column's cell under its
 * field (dotted fields nested: { conjuge1: { nome } }); empty cells are left out, as an empty form field.
 */
export function rowBody(kind: ImportKind, mapping: ReadonlyArray<string | null>, cells: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  mapping.forEach((campo, i) => {
    const field = campo ? fieldOf(kind, campo) : undefined;
    if (!field) return;
    const value = cellValue(field, cells[i] ?? '');
    if (value === '') return;
    const path = field.campo.split('.');
    let at = body;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[path[path.length - 1]] = value;
  });
  return body;
}

/** The label of a field named by a schema's issue path ('conjuge1.nome', 'born_date'), or the path. */
function fieldLabel(kind: ImportKind, path: string): string {
  return IMPORT_FIELDS[kind].find((x) => x.campo === path)?.rotulo ?? path;
}

/** A line's refusal as the list shows it: 'Nascimento: Data de nascimento inválida.; CPF: CPF inválido.' */
export function issuesText(kind: ImportKind, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  const parts: string[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const text = path ? `${fieldLabel(kind, path)}: ${issue.message}` : issue.message;
    if (!parts.includes(text)) parts.push(text);
  }
  return parts.join('; ');
}
