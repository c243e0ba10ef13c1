/**
 * Importing a parish's people: a 20,000-line CSV as Excel in Brazil saves it (';', Windows-1252, dates
 * DD/MM/AAAA, CPF with punctuation) sent by the secretary to the demo data on the embedded database,
 * through the API as the screen calls it: upload, dry run, confirmation. Goal: the three under a
 * minute. The ceiling, measured in the same run on the same database, is the database's own floor for
 * those rows: the same 20,000 registers written by one INSERT ... SELECT (then removed); the import's
 * time is reported as a multiple of it. The same lines as an XLSX are uploaded too (read, not budgeted). Then
 * 20,000 baptisms without book numbers, each numbered by the books' engine in the open book, as the
 * sacramental imports write them (same goal).
 */
import ExcelJS from 'exceljs';
import { loadavg } from 'node:os';
import { cpfFromBase, formatCpf } from '../src/shared/cpf';
import { multipart } from '../src/server/test/files';
import { signIn } from '../src/server/test/http';
import type { BenchRow } from './run';
import { demoApp } from './lib/api-cases';

const LINES = 20_000;
const GOAL_S = 60;
const FIRST = ['João', 'José', 'Maria', 'Ana', 'Antônio', 'Francisca', 'Luíza', 'Conceição', 'Pedro', 'Sebastião'];
const LAST = ['Silva', 'Santos', 'Gonçalves', 'Araújo', 'Simões', 'Brandão', 'Magalhães', 'Assunção'];
const CIVIL = ['Solteiro', 'Casada', 'Viúva', 'Divorciado', 'União Estável'];

/** Line i of the file: a name no demo register has (with its number), a CPF of its own, a birth date, a phone. */
const line = (i: number) => [
  `${FIRST[i % FIRST.length]} ${LAST[(i >> 3) % LAST.length]} Bench ${i}`,
  formatCpf(cpfFromBase(String(800_000_000 + i))),
  `${String(1 + (i % 28)).padStart(2, '0')}/${String(1 + (i % 12)).padStart(2, '0')}/${1940 + (i % 70)}`,
  `(19) 9${String(80_000_000 + i)
    .slice(-8)
    .replace(/(\d{4})(\d{4})/, '$1-$2')}`,
  'Campinas',
  CIVIL[i % CIVIL.length],
];
const HEADER = ['Nome', 'CPF', 'Data de Nascimento', 'Celular', 'Cidade', 'Estado civil'];

export async function run(): Promise<BenchRow[]> {
  const { db, app, paroquiaId, close } = await demoApp('imports', 'secretaria');
  const rows: BenchRow[] = [];
  const row = (metric: string, value: number | string, extra: Partial<BenchRow> = {}) => rows.push({ benchmark: 'imports', metric, value, ...extra });
  try {
    await app.ready();
    const cookie = await signIn(app, 'secretaria');
    const lines = Array.from({ length: LINES }, (_, i) => line(i));
    const csv = Buffer.from([HEADER, ...lines].map((cells) => cells.join(';')).join('\r\n'), 'latin1');
    row('file', `${LINES.toLocaleString('en')} lines, CSV ${(csv.length / 1024 / 1024).toFixed(1)} MB`);

    // The ceiling: the same registers in one statement, straight into the database.
    const floorStart = performance.now();
    await db.query(
      `INSERT INTO registers (paroquia_id, name, cpf, born_date, phone, city, status)
       SELECT $1, x.name, x.cpf, x.born, x.phone, 'Campinas', '0' FROM jsonb_to_recordset($2::jsonb) AS x (name text, cpf text, born date, phone text)`,
      [
        paroquiaId,
        JSON.stringify(
          lines.map(([name, cpf, born, phone]) => ({
            name: `${name} piso`,
            cpf: cpf.replace(/\D/g, ''),
            born: born.split('/').reverse().join('-'),
            phone: phone.replace(/\D/g, ''),
          })),
        ),
      ],
    );
    const floorMs = performance.now() - floorStart;
    await db.query("DELETE FROM registers WHERE paroquia_id = $1 AND name LIKE '% piso'", [paroquiaId]);
    row('ceiling: the same registers in one INSERT (same run)', Math.round(floorMs), { unit: 'ms' });

    const load = loadavg()[0];
    const timed = async <T>(what: () => Promise<T>): Promise<[T, number]> => {
      const start = performance.now();
      const result = await what();
      return [result, performance.now() - start];
    };
    const send = (data: Buffer, name: string) => {
      const body = multipart([
        { name: 'tipo', value: 'registros' },
        { name: 'arquivo', filename: name, type: 'text/csv', data },
      ]);
      return app.inject({ method: 'POST', url: '/api/importacoes', headers: { ...body.headers, cookie }, payload: body.payload });
    };
    const expectOk = (res: { statusCode: number; body: string }, status = 200) => {
      if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
      return JSON.parse(res.body);
    };
    const [up, uploadMs] = await timed(async () => expectOk(await send(csv, 'pessoas.csv'), 201));
    const [dry, validateMs] = await timed(async () =>
      expectOk(await app.inject({ method: 'POST', url: `/api/importacoes/${up.id}/validar`, headers: { cookie }, payload: { mapeamento: up.sugestao } })),
    );
    const [done, confirmMs] = await timed(async () =>
      expectOk(await app.inject({ method: 'POST', url: `/api/importacoes/${up.id}/confirmar`, headers: { cookie }, payload: {} })),
    );
    if (dry.validas !== LINES || done.importadas !== LINES) throw new Error(`imported ${done.importadas} of ${LINES} (dry run: ${dry.validas} valid)`);
    const total = uploadMs + validateMs + confirmMs;
    row('upload (read, checked, staged)', Math.round(uploadMs), { unit: 'ms' });
    row('dry run (every line judged)', Math.round(validateMs), { unit: 'ms' });
    row('import (one transaction)', Math.round(confirmMs), { unit: 'ms' });
    row('upload + dry run + import', Number((total / 1000).toFixed(1)), { unit: 's', budget: `< ${GOAL_S} s`, ok: total < GOAL_S * 1000 });
    row('upload + dry run + import / ceiling', `${(total / floorMs).toFixed(1)}×`);

    // The same lines saved as a workbook: reading XLSX is the slower path of the upload.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Pessoas');
    sheet.addRows([HEADER, ...lines]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const [, xlsxMs] = await timed(async () => expectOk(await send(xlsx, 'pessoas.xlsx'), 201));
    row(`upload of the same lines as XLSX (${(xlsx.length / 1024 / 1024).toFixed(1)} MB)`, Math.round(xlsxMs), { unit: 'ms' });

    // Baptisms typed without numbers: each goes through the engine's numbering (and its late-entry note).
    const baptisms = Buffer.from(
      [
        'Data do batismo;Nome do batizando',
        ...Array.from({ length: LINES }, (_, i) => `${String(1 + (i % 28)).padStart(2, '0')}/03/1960;Batizando Bench ${i}`),
      ].join('\r\n'),
    );
    const [book, bookMs] = await timed(async () => {
      const body = multipart([
        { name: 'tipo', value: 'batismo' },
        { name: 'arquivo', filename: 'batismos.csv', type: 'text/csv', data: baptisms },
      ]);
      const sent = expectOk(await app.inject({ method: 'POST', url: '/api/importacoes', headers: { ...body.headers, cookie }, payload: body.payload }), 201);
      expectOk(await app.inject({ method: 'POST', url: `/api/importacoes/${sent.id}/validar`, headers: { cookie }, payload: { mapeamento: sent.sugestao } }));
      return expectOk(await app.inject({ method: 'POST', url: `/api/importacoes/${sent.id}/confirmar`, headers: { cookie }, payload: {} }));
    });
    if (book.importadas !== LINES) throw new Error(`baptisms: imported ${book.importadas} of ${LINES}`);
    row('20,000 baptisms numbered by the book: upload + dry run + import', Number((bookMs / 1000).toFixed(1)), {
      unit: 's',
      budget: `< ${GOAL_S} s`,
      ok: bookMs < GOAL_S * 1000,
    });
    row('load average (1 min) when measuring, 2 cores', load.toFixed(1));
  } finally {
    await close();
  }
  return rows;
}
