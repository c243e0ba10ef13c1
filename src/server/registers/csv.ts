import { formatCpf } from '../../shared/cpf';
import { CIVIL_STATUS, RACE, REGISTER_STATUS, WORK_STATE, type Register } from '../../shared/schemas/registers';

/** Byte order mark: Excel reads the file as UTF-8 (accents intact) only when it starts with one. */
export const BOM = '\uFEFF';

const label = (labels: Record<number, string>, value: number | null) => (value === null ? '' : (labels[value] ?? String(value)));
const date = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');
const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The export's columns, in order: Portuguese headers, choices as their labels, dates as dd/mm/aaaa. */
const COLUMNS: ReadonlyArray<readonly [string, (r: Register) => string]> = [
  ['ID', (r) => String(r.id)],
  ['Nome', (r) => r.name],
  ['E-mail', (r) => text(r.email)],
  ['Telefone', (r) => text(r.phone)],
  ['CPF', (r) => (r.cpf ? formatCpf(r.cpf) : '')],
  ['RG', (r) => text(r.rg)],
  ['Qtd. familiares', (r) => text(r.familly_qntd)],
  ['Estado civil', (r) => label(CIVIL_STATUS, r.civil_status)],
  ['Nascimento', (r) => date(r.born_date)],
  ['Idade', (r) => text(r.age)],
  ['Situação do trabalho', (r) => label(WORK_STATE, r.work_state)],
  ['Raça', (r) => label(RACE, r.race)],
  ['Status', (r) => REGISTER_STATUS[r.status as '0' | '1'] ?? r.status],
  ['CEP', (r) => text(r.cep)],
  ['Endereço', (r) => text(r.address)],
  ['Número', (r) => text(r.address_number)],
  ['Bairro', (r) => text(r.home_situation)],
  ['Cidade', (r) => text(r.city)],
  ['Estado', (r) => text(r.state)],
  ['País', (r) => text(r.country)],
  ['Mãe', (r) => text(r.mother_name)],
  ['Telefone da mãe', (r) => text(r.motherPhone)],
  ['Pai', (r) => text(r.father_name)],
  ['Telefone do pai', (r) => text(r.fatherPhone)],
];

/**
 * One cell: quoted when it holds the separator, a quote or a line break (quotes doubled). A cell a
 * spreadsheet would run as a formula (=, +, -, @, tab, return first) gets a leading apostrophe.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A line in the format Brazilian Excel opens directly: ';' between cells, CRLF at the end. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`;
}

/** The whole file, batch by batch: BOM and header first. */
export async function* registersCsv(batches: AsyncIterable<Register[]>): AsyncGenerator<string> {
  yield BOM + csvLine(COLUMNS.map(([header]) => header));
  for await (const batch of batches) yield batch.map((r) => csvLine(COLUMNS.map(([, value]) => value(r)))).join('');
}
