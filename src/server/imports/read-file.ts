import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS, IMPORT_MSG } from '../../shared/schemas/imports';
import { invalidField } from '../http-error';
import { decodeText } from '../text-decoding';

/** A line of data: its number in the file (the header is 1, as a spreadsheet numbers it) and its cells as text. */
export interface SheetLine {
  line: number;
  cells: string[];
}

export interface Sheet {
  format: 'csv' | 'xlsx';
  header: string[];
  lines: SheetLine[];
}

const refuse = (text: string) => invalidField('arquivo', text, text);

/**
 * A spreadsheet the way a parish office saves one: CSV (any delimiter, UTF-8 with or without BOM or
 * Windows-1252) or XLSX, told apart by the bytes, never by the name. Refused with a Portuguese message
 * (422 on `arquivo`): any other file, an .xls, a workbook with macros or formulas, more than
 * IMPORT_MAX_ROWS lines, no lines below the header. Blank lines are skipped but keep their numbers.
 */
export async function readSpreadsheet(bytes: Buffer): Promise<Sheet> {
  const detected = await fileTypeFromBuffer(bytes);
  let sheet: Sheet;
  if (!detected) sheet = readCsv(bytes);
  else if (detected.ext === 'xlsx') sheet = await readXlsx(bytes);
  else if (detected.ext === 'xlsm') throw refuse(IMPORT_MSG.macros);
  else if (detected.ext === 'cfb') throw refuse(IMPORT_MSG.xls);
  else throw refuse(IMPORT_MSG.notSpreadsheet);
  if (sheet.lines.length > IMPORT_MAX_ROWS) throw refuse(IMPORT_MSG.tooManyRows);
  if (!sheet.lines.length) throw refuse(IMPORT_MSG.empty);
  return sheet;
}

/** Header cells named for the screen: an empty one is 'Coluna N'. */
const headerOf = (cells: string[]) => cells.map((c, i) => c.trim() || `Coluna ${i + 1}`);
const blank = (cells: string[]) => cells.every((c) => !c.trim());

/** Control characters that no text file has (tab, line breaks and form feed aside): the file is binary. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f]/;

function readCsv(bytes: Buffer): Sheet {
  const text = decodeText(bytes);
  if (BINARY.test(text.slice(0, 65_536))) throw refuse(IMPORT_MSG.notSpreadsheet);
  // '' lets papaparse find the delimiter (comma, semicolon, tab, pipe) from the first lines.
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: '', skipEmptyLines: false });
  const lines: SheetLine[] = [];
  let header: string[] | null = null;
  let line = 1;
  for (const cells of data) {
    const at = line;
    // A quoted cell may hold line breaks: the next record starts that many lines further.
    line += 1 + cells.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);
    if (blank(cells)) continue;
    if (!header) header = headerOf(cells);
    else lines.push({ line: at, cells });
    if (lines.length > IMPORT_MAX_ROWS) break;
  }
  if (!header) throw refuse(IMPORT_MSG.empty);
  return { format: 'csv', header, lines };
}

const MACRO_PARTS = ['vbaProject.bin', 'xl/macrosheets/', 'xl/dialogsheets/'].map((name) => Buffer.from(name));

/** A cell of a sheet as text: dates as 'AAAA-MM-DD' (stored at midnight UTC), numbers as written, rich text and links by their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}

const isFormula = (value: ExcelJS.CellValue) =>
  typeof value === 'object' && value !== null && !(value instanceof Date) && ('formula' in value || 'sharedFormula' in value);

async function readXlsx(bytes: Buffer): Promise<Sheet> {
  // Macros live in parts of their own; the names of a ZIP's parts are stored uncompressed.
  if (MACRO_PARTS.some((part) => bytes.includes(part))) throw refuse(IMPORT_MSG.macros);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(IMPORT_MSG.unreadable);
  }
  const [first, ...others] = workbook.worksheets;
  if (!first) throw refuse(IMPORT_MSG.empty);
  if (first.actualRowCount > IMPORT_MAX_ROWS + 1) throw refuse(IMPORT_MSG.tooManyRows);
  // A formula anywhere is refused: its value is whatever the program that saved it last computed.
  for (const sheet of others) sheet.eachRow((row) => row.eachCell((cell) => void (isFormula(cell.value) && refuseFormula(sheet, cell))));
  let header: string[] | null = null;
  const lines: SheetLine[] = [];
  first.eachRow((row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (isFormula(cell.value)) refuseFormula(first, cell);
      cells[column - 1] = cellText(cell.value);
    });
    const filled = Array.from(cells, (c) => c ?? '');
    if (blank(filled)) return;
    if (!header) header = headerOf(filled);
    else lines.push({ line: number, cells: filled });
  });
  if (!header) throw refuse(IMPORT_MSG.empty);
  return { format: 'xlsx', header, lines };
}

function refuseFormula(sheet: ExcelJS.Worksheet, cell: ExcelJS.Cell): never {
  throw refuse(IMPORT_MSG.formulas(sheet === sheet.workbook.worksheets[0] ? cell.address : `${sheet.name}!${cell.address}`));
}
