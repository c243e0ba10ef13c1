import ExcelJS from 'exceljs';
import { IMPORT_FIELDS, IMPORT_KINDS, type ImportKind } from '../../shared/import-fields';
import { BOM, csvLine } from '../registers/csv';

/** The file name of a kind's template ('modelo-importacao-registros.xlsx'). */
export const templateName = (kind: ImportKind, format: 'csv' | 'xlsx') => `modelo-importacao-${kind}.${format}`;

const headers = (kind: ImportKind) => IMPORT_FIELDS[kind].map((f) => f.rotulo);

/** The kind's template as Excel in Brazil opens a CSV: UTF-8 with BOM, separated by ';', the fields' labels as the header. */
export const csvTemplate = (kind: ImportKind): string => BOM + csvLine(headers(kind));

/** The kind's template as a workbook: the header in bold on a frozen first row, and every column as text so CPFs and CEPs keep their zeros. */
export async function xlsxTemplate(kind: ImportKind): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(IMPORT_KINDS[kind].replace(/[*?:\\/[\]]/g, '-').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_FIELDS[kind].map((f) => ({
    header: f.rotulo,
    width: Math.max(14, f.rotulo.length + 4),
    style: { numFmt: f.tipo === 'data' ? 'dd/mm/yyyy' : '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
