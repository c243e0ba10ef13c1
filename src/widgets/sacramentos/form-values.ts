import type { SacramentoRecord, SacramentoTipo } from '../../shared/schemas/sacramentos';
import { KINDS } from './kinds';

/** A spouse as the form holds them (text, as typed). */
interface SpouseValues {
  register_id: string;
  nome: string;
  pai: string;
  mae: string;
  paroquia_batismo: string;
  data_batismo: string;
}

/** A record's form: every value as the inputs hold it; sent like that (the server parses the text). */
export type RecordValues = Record<string, string | boolean | SpouseValues>;

const NO_SPOUSE: SpouseValues = { register_id: '', nome: '', pai: '', mae: '', paroquia_batismo: '', data_batismo: '' };
/** A value as an input holds it; a list (the witnesses) one item a line. */
const text = (v: unknown) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join('\n') : String(v));

/** A blank form of the kind: livro, folha and termo blank ask for the automatic numbering. */
export function emptyValues(tipo: SacramentoTipo): RecordValues {
  const own = Object.fromEntries(KINDS[tipo].fields.map((f) => [f.name, '']));
  const common = { data: '', livro: '', folha: '', termo: '', ...own };
  return tipo === 'matrimonio'
    ? { conjuge1: { ...NO_SPOUSE }, conjuge2: { ...NO_SPOUSE }, efeito_civil: false, ...common }
    : { register_id: '', nome: '', ...common };
}

/** The form of an existing record (the correction screen), its current numbers filled in. */
export function valuesOf(r: SacramentoRecord): RecordValues {
  const values = emptyValues(r.tipo);
  for (const key of Object.keys(values)) {
    const v = (r as Record<string, unknown>)[key];
    if (key === 'conjuge1' || key === 'conjuge2') {
      const c = r[key];
      values[key] = Object.fromEntries(Object.keys(NO_SPOUSE).map((k) => [k, text(c?.[k as keyof typeof c])])) as unknown as SpouseValues;
    } else values[key] = key === 'efeito_civil' ? v === true : text(v);
  }
  return values;
}
