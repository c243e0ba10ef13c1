import { formatPhone } from '../../core/format';
import { issuesText, rowBody } from '../../shared/import-cells';
import { fieldOf, type ImportField, type ImportKind } from '../../shared/import-fields';
import { formatCpf } from '../../shared/cpf';
import { formatCents } from '../../shared/money';
import { rowSchema, type Mapping } from '../../shared/schemas/imports';

/** A value at a dotted path ('conjuge1.nome'). */
const at = (value: unknown, path: string) =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);

/** A value as the screens show what is saved: dates DD/MM/AAAA, CPF and phones punctuated, choices by label, money in reais. */
function shown(field: ImportField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  switch (field.tipo) {
    case 'data':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text.split('-').reverse().join('/') : text;
    case 'cpf':
      return formatCpf(text);
    case 'telefone':
      return formatPhone(text);
    case 'escolha':
      return field.opcoes?.[text] ?? text;
    case 'dinheiro':
      return typeof value === 'number' ? formatCents(value) : text;
    case 'simnao':
      return value === true || text === 'true' ? 'Sim' : value === false || text === 'false' ? 'Não' : text;
    default:
      return text;
  }
}

export interface PreviewRow {
  cells: string[];
  /** What the form would say of the line ('' when it passes its schema; the database's checks come with the dry run). */
  problem: string;
}

/** The fields chosen, in the columns' order, and the sample's lines as they would be saved by a parish in `zone`. */
export function previewOf(kind: ImportKind, mapping: Mapping, sample: string[][], zone: string): { fields: ImportField[]; rows: PreviewRow[] } {
  const fields = mapping.map((campo) => (campo ? fieldOf(kind, campo) : undefined)).filter((f): f is ImportField => f !== undefined);
  const rows = sample.map((cells) => {
    const body = rowBody(kind, mapping, cells);
    const parsed = rowSchema(kind, zone).safeParse(body);
    const saved = parsed.success ? parsed.data : undefined;
    return {
      cells: fields.map((f) => shown(f, at(saved, f.campo) ?? at(body, f.campo))),
      problem: parsed.success ? '' : issuesText(kind, parsed.error.issues),
    };
  });
  return { fields, rows };
}
