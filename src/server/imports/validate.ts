import { issuesText, rowBody } from '../../shared/import-cells';
import { cardNumber, DIZIMO_MSG } from '../../shared/schemas/dizimo';
import { IMPORT_MSG, personKeysSchema, TitherImportFields, type ImportKind, type Mapping, type Refusal } from '../../shared/schemas/imports';
import { createRegisterSchema, type RegisterValues } from '../../shared/schemas/registers';
import { SACRAMENTO_BODIES, SACRAMENTOS_MSG, type MatrimonioBody, type SacramentoBody, type SacramentoTipo } from '../../shared/schemas/sacramentos';
import type { Db } from '../db/types';
import { HttpError } from '../http-error';
import type { BookNumbers } from '../sacramentos/book-register';
import { judgeRecord } from '../sacramentos/judge';
import { givenNumbers } from '../sacramentos/repository';
import type { SheetLine } from './read-file';
import { searchFold } from '../../shared/search-fold';

/** What a dry run and a confirmation judge lines with: the parish, the kind, the columns' fields, the parish's zone and today there. */
export interface JudgeContext {
  paroquiaId: number;
  kind: ImportKind;
  mapping: Mapping;
  zone: string;
  day: string;
}

export type Accepted =
  | { kind: 'registros'; line: number; values: RegisterValues }
  | { kind: 'dizimistas'; line: number; register: number | RegisterValues; tither: TitherImportFields }
  | { kind: SacramentoTipo; line: number; body: SacramentoBody; numbers: BookNumbers | null };

export interface Judgement {
  accepted: Accepted[];
  refused: Refusal[];
}

/** As search_fold() folds a name, with runs of spaces as one: two lines naming the same person meet. */
const fold = (name: string) => searchFold(name).replace(/\s+/g, ' ').trim();

/**
 * Every line of a file judged as its form would be (the kind's shared schema on the cells as the form
 * sends them), then against the parish's data and the file's other lines: people already in the parish
 * or twice in the file, tithers' card numbers, sacramental book numbers and entries already in the book.
 * Reads only: the same judgement runs for the dry run and inside the confirmation's transaction.
 */
export async function judgeLines(db: Db, ctx: JudgeContext, lines: SheetLine[]): Promise<Judgement> {
  const refused: Refusal[] = [];
  const refuse = (line: number, motivo: string) => refused.push({ linha: line, motivo });
  const accepted =
    ctx.kind === 'registros'
      ? await judgeRegisters(db, ctx, lines, refuse)
      : ctx.kind === 'dizimistas'
        ? await judgeTithers(db, ctx, lines, refuse)
        : await judgeRecords(db, ctx, ctx.kind, lines, refuse);
  refused.sort((a, b) => a.linha - b.linha);
  return { accepted, refused };
}

type Refuse = (line: number, motivo: string) => void;

interface Person {
  line: number;
  name: string;
  cpf: string | null;
  born: string | null;
}

/** The registers of the parish these people already are: by CPF, or by name and birth date. Line -> register and how it was found. */
async function peopleInParish(db: Db, paroquiaId: number, people: Person[]): Promise<Map<number, { id: number; byCpf: boolean }>> {
  const { rows } = await db.query<{ line: number; id: number; by_cpf: boolean }>(
    `WITH f AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS x (line int, name text, cpf text, born date))
     SELECT f.line, r.id, true AS by_cpf FROM f JOIN registers r ON r.paroquia_id = $1 AND r.cpf = f.cpf
     UNION ALL
     SELECT f.line, r.id, false FROM f JOIN registers r ON r.paroquia_id = $1 AND r.name_search = search_fold(f.name) AND r.born_date = f.born`,
    [paroquiaId, JSON.stringify(people)],
  );
  const found = new Map<number, { id: number; byCpf: boolean }>();
  for (const r of rows) if (!found.get(r.line)?.byCpf) found.set(r.line, { id: r.id, byCpf: r.by_cpf });
  return found;
}

/** The first line of the file naming the same person (same CPF, or same name and birth date), remembered as lines are read. */
function repeatsInFile() {
  const byCpf = new Map<string, number>();
  const byName = new Map<string, number>();
  return (p: Person): { line: number; by: string } | null => {
    const nameKey = p.born ? `${fold(p.name)}|${p.born}` : null;
    const earlier = (p.cpf && byCpf.get(p.cpf)) || (nameKey && byName.get(nameKey));
    if (earlier) return { line: earlier, by: p.cpf && byCpf.get(p.cpf) ? IMPORT_MSG.sameCpf : IMPORT_MSG.sameNameBirth };
    if (p.cpf) byCpf.set(p.cpf, p.line);
    if (nameKey) byName.set(nameKey, p.line);
    return null;
  };
}

async function judgeRegisters(db: Db, ctx: JudgeContext, lines: SheetLine[], refuse: Refuse): Promise<Accepted[]> {
  const parsed: Array<{ line: number; values: RegisterValues }> = [];
  for (const l of lines) {
    const result = createRegisterSchema(ctx.zone).safeParse(rowBody(ctx.kind, ctx.mapping, l.cells));
    if (result.success) parsed.push({ line: l.line, values: result.data });
    else refuse(l.line, issuesText(ctx.kind, result.error.issues));
  }
  const people = parsed.map((p) => ({ line: p.line, name: p.values.name, cpf: p.values.cpf, born: p.values.born_date }));
  const known = await peopleInParish(db, ctx.paroquiaId, people);
  const repeated = repeatsInFile();
  const accepted: Accepted[] = [];
  parsed.forEach((p, i) => {
    const inParish = known.get(p.line);
    const earlier = repeated(people[i]);
    if (inParish) refuse(p.line, IMPORT_MSG.inParish(inParish.byCpf ? IMPORT_MSG.sameCpf : IMPORT_MSG.sameNameBirth));
    else if (earlier) refuse(p.line, IMPORT_MSG.repeated(earlier.line, earlier.by));
    else accepted.push({ kind: 'registros', line: p.line, values: p.values });
  });
  return accepted;
}

async function judgeTithers(db: Db, ctx: JudgeContext, lines: SheetLine[], refuse: Refuse): Promise<Accepted[]> {
  const rows: Array<{ line: number; body: Record<string, unknown>; person: Person; tither: TitherImportFields }> = [];
  for (const l of lines) {
    const body = rowBody(ctx.kind, ctx.mapping, l.cells);
    const keys = personKeysSchema(ctx.zone).safeParse(body);
    const tither = TitherImportFields.safeParse(body);
    if (!keys.success || !tither.success) {
      refuse(l.line, issuesText(ctx.kind, [...(keys.error?.issues ?? []), ...(tither.error?.issues ?? [])]));
      continue;
    }
    rows.push({
      line: l.line,
      body,
      person: { line: l.line, name: keys.data.name, cpf: keys.data.cpf, born: keys.data.born_date ?? null },
      tither: tither.data,
    });
  }
  const known = await peopleInParish(
    db,
    ctx.paroquiaId,
    rows.map((r) => r.person),
  );
  const registers = [...new Set([...known.values()].map((k) => k.id))];
  const tithers = await db.query<{ register_id: number }>('SELECT register_id FROM tithers WHERE paroquia_id = $1 AND register_id = ANY($2::int[])', [
    ctx.paroquiaId,
    registers,
  ]);
  const isTither = new Set(tithers.rows.map((t) => t.register_id));
  const cards = rows.map((r) => r.tither.numero_carne).filter((n): n is number => n !== undefined);
  const taken = await db.query<{ card_number: number }>('SELECT card_number FROM tithers WHERE paroquia_id = $1 AND card_number = ANY($2::int[])', [
    ctx.paroquiaId,
    cards,
  ]);
  const takenCards = new Set(taken.rows.map((t) => t.card_number));
  const cardLines = new Map<number, number>();
  const registerLines = new Map<number, number>();
  const repeated = repeatsInFile();
  const accepted: Accepted[] = [];
  for (const r of rows) {
    const found = known.get(r.line);
    const earlier = repeated(r.person);
    const card = r.tither.numero_carne;
    let register: number | RegisterValues;
    if (found) {
      if (isTither.has(found.id)) {
        refuse(r.line, DIZIMO_MSG.alreadyTither);
        continue;
      }
      if (registerLines.has(found.id)) {
        refuse(r.line, IMPORT_MSG.titherRepeated(registerLines.get(found.id)!));
        continue;
      }
      register = found.id;
    } else {
      const full = createRegisterSchema(ctx.zone).safeParse(r.body);
      if (!full.success) {
        refuse(r.line, IMPORT_MSG.personUnknown(issuesText(ctx.kind, full.error.issues)));
        continue;
      }
      if (earlier) {
        refuse(r.line, IMPORT_MSG.repeated(earlier.line, earlier.by));
        continue;
      }
      register = full.data;
    }
    if (card !== undefined && takenCards.has(card)) {
      refuse(r.line, IMPORT_MSG.cardTaken(cardNumber(card)));
      continue;
    }
    if (card !== undefined && cardLines.has(card)) {
      refuse(r.line, IMPORT_MSG.cardRepeated(cardNumber(card), cardLines.get(card)!));
      continue;
    }
    if (card !== undefined) cardLines.set(card, r.line);
    if (typeof register === 'number') registerLines.set(register, r.line);
    accepted.push({ kind: 'dizimistas', line: r.line, register, tither: r.tither });
  }
  return accepted;
}

/** A record's names and date, as an entry already in the book is told apart: both spouses for a marriage. */
const recordKey = (kind: SacramentoTipo, body: SacramentoBody) => {
  const names =
    kind === 'matrimonio'
      ? [(body as MatrimonioBody).conjuge1.nome ?? '', (body as MatrimonioBody).conjuge2.nome ?? '']
      : [(body as { nome?: string }).nome ?? '', ''];
  return { nome: names[0], nome2: names[1] || null, data: body.data };
};

async function judgeRecords(db: Db, ctx: JudgeContext, kind: SacramentoTipo, lines: SheetLine[], refuse: Refuse): Promise<Accepted[]> {
  const parsed: Array<{ line: number; body: SacramentoBody; numbers: BookNumbers | null }> = [];
  for (const l of lines) {
    const result = SACRAMENTO_BODIES[kind].safeParse(rowBody(kind, ctx.mapping, l.cells));
    if (!result.success) {
      refuse(l.line, issuesText(kind, result.error.issues));
      continue;
    }
    const body = result.data as SacramentoBody;
    try {
      await judgeRecord(db, ctx.paroquiaId, kind, body, ctx.day);
    } catch (error) {
      if (!(error instanceof HttpError) || !error.errors) throw error;
      refuse(
        l.line,
        issuesText(
          kind,
          Object.entries(error.errors).map(([path, texts]) => ({ path: path.split('.'), message: texts[0] })),
        ),
      );
      continue;
    }
    parsed.push({ line: l.line, body, numbers: givenNumbers(body) });
  }
  const { rows: books } = await db.query<{ livro: number; closed: boolean }>(
    'SELECT livro, encerrado_em IS NOT NULL AS closed FROM sacramental_books WHERE paroquia_id = $1 AND kind = $2',
    [ctx.paroquiaId, kind],
  );
  const closed = new Set(books.filter((b) => b.closed).map((b) => b.livro));
  const noOpenBook = books.length > 0 && books.every((b) => b.closed);
  const numbered = parsed.filter((p) => p.numbers).map((p) => ({ line: p.line, ...p.numbers! }));
  const taken = await db.query<{ line: number }>(
    `SELECT f.line FROM jsonb_to_recordset($3::jsonb) AS f (line int, livro int, folha int, termo int)
      WHERE EXISTS (SELECT 1 FROM sacramental_records r WHERE r.paroquia_id = $1 AND r.kind = $2 AND r.livro = f.livro AND r.folha = f.folha AND r.termo = f.termo)`,
    [ctx.paroquiaId, kind, JSON.stringify(numbered)],
  );
  const takenLines = new Set(taken.rows.map((t) => t.line));
  const keys = parsed.map((p) => ({ line: p.line, ...recordKey(kind, p.body) }));
  const inBook = await db.query<{ line: number }>(
    `SELECT f.line FROM jsonb_to_recordset($3::jsonb) AS f (line int, nome text, nome2 text, data date)
      WHERE EXISTS (SELECT 1 FROM sacramental_records r WHERE r.paroquia_id = $1 AND r.kind = $2 AND r.data = f.data AND r.annulled_at IS NULL
                       AND search_fold(r.nome) = search_fold(f.nome) AND search_fold(coalesce(r.nome2, '')) = search_fold(coalesce(f.nome2, '')))`,
    [ctx.paroquiaId, kind, JSON.stringify(keys)],
  );
  const inBookLines = new Set(inBook.rows.map((r) => r.line));
  const numberLines = new Map<string, number>();
  const entryLines = new Map<string, number>();
  const accepted: Accepted[] = [];
  parsed.forEach((p, i) => {
    const n = p.numbers;
    const numberKey = n ? `${n.livro}/${n.folha}/${n.termo}` : '';
    const k = keys[i];
    const entryKey = `${fold(k.nome)}|${fold(k.nome2 ?? '')}|${k.data}`;
    if (n && closed.has(n.livro)) refuse(p.line, `Livro: ${SACRAMENTOS_MSG.bookClosed}`);
    else if (!n && noOpenBook) refuse(p.line, `Livro: ${SACRAMENTOS_MSG.noOpenBook}`);
    else if (n && takenLines.has(p.line)) refuse(p.line, IMPORT_MSG.numbersTaken);
    else if (n && numberLines.has(numberKey)) refuse(p.line, IMPORT_MSG.numbersRepeated(numberLines.get(numberKey)!));
    else if (inBookLines.has(p.line)) refuse(p.line, IMPORT_MSG.recordInBook);
    else if (entryLines.has(entryKey)) refuse(p.line, IMPORT_MSG.recordRepeated(entryLines.get(entryKey)!));
    else {
      if (n) numberLines.set(numberKey, p.line);
      entryLines.set(entryKey, p.line);
      accepted.push({ kind, line: p.line, body: p.body, numbers: n });
    }
  });
  return accepted;
}
