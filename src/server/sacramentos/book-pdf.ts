import type { TableCell } from 'pdfmake/interfaces';
import type { Assinante, SacramentoTipo } from '../../shared/schemas/sacramentos';
import { letterheadContent, signatureContent, type Letterhead } from '../documents/letterhead';
import { renderPdf, type Content } from '../documents/pdf';
import { longDate, shortDate } from '../documents/words';
import type { BookEntry } from './books';
import { BOOKS, fieldPairs } from './certificate';

export interface BookPrint {
  head: Letterhead;
  tipo: SacramentoTipo;
  livro: number;
  /** The entries to print, in the book's order: the whole book, or one page. */
  entries: BookEntry[];
  /** One page only: no opening or closing term. */
  folha: number | null;
  /** A book the system keeps: its opening and closing dates (an open book has no closing term yet); null for a paper book. */
  kept: { aberto_em: string; encerrado_em: string | null } | null;
  today: string;
  printedBy: string;
  /** Who signs the opening and closing terms: the pároco, when the parish has one named. */
  paroco: Assinante | null;
  /** The year's duplicate for the diocesan archive: the pages of the year's entries (of one book or more), without terms. */
  ano?: number;
}

const day = (iso: string) => shortDate(iso.slice(0, 10));
const placeAndDate = (p: BookPrint): Content => ({ text: `${p.head.city ?? ''}${p.head.city ? ', ' : ''}${longDate(p.today)}.`, margin: [0, 24, 0, 0] });

/** The margin beside an entry: the annulment, if any, then every note in the order written (a new note only adds lines). */
function margin(e: BookEntry): Content[] {
  const out: Content[] = [{ text: 'Anotações', bold: true, fontSize: 8, color: '#444', margin: [0, 0, 0, 2] }];
  if (e.anulado)
    out.push({
      text: `ANULADO em ${day(e.anulado_em!)}${e.anulado_por ? ` por ${e.anulado_por}` : ''}. Motivo: ${e.motivo_anulacao}`,
      bold: true,
      color: '#a00',
      fontSize: 8,
      margin: [0, 0, 0, 3],
    });
  for (const n of e.anotacoes) out.push({ text: `${shortDate(n.data)}: ${n.texto}`, fontSize: 8, margin: [0, 0, 0, 3] });
  return out;
}

/** One entry: its number and every field on the left, its marginal notes on the right. */
function entry(e: BookEntry): Content {
  const left: Content[] = [
    { text: [{ text: `Termo nº ${e.termo}`, bold: true }, e.anulado ? { text: '  (ANULADO)', bold: true, color: '#a00' } : ''], margin: [0, 0, 0, 3] },
    ...fieldPairs(e).map(([label, value]): Content => ({ text: [{ text: `${label}: `, color: '#444' }, value], margin: [0, 0, 0, 1] })),
  ];
  const cells: TableCell[] = [{ stack: left }, { stack: margin(e) }];
  return { table: { widths: ['*', 170], dontBreakRows: true, body: [cells] }, margin: [0, 0, 0, 8] };
}

/** Each page of the book: its heading (parish, book, page number) and its entries. */
function pages(p: BookPrint, breakFirst: boolean): Content[] {
  // By book and page: a year's duplicate may run over the end of one book into the next.
  const byPage = new Map<string, BookEntry[]>();
  for (const e of p.entries) byPage.set(`${e.livro}/${e.folha}`, [...(byPage.get(`${e.livro}/${e.folha}`) ?? []), e]);
  return [...byPage.values()].flatMap((entries, i): Content[] => [
    {
      columns: [
        { text: `${p.head.name} — Livro de ${BOOKS[p.tipo]} nº ${entries[0].livro}`, bold: true },
        { text: `Folha ${entries[0].folha}`, bold: true, alignment: 'right', width: 90 },
      ],
      margin: [0, 0, 0, 10],
      ...(i > 0 || breakFirst ? { pageBreak: 'before' as const } : {}),
    },
    ...entries.map(entry),
  ]);
}

const summary = (p: BookPrint) => {
  const folhas = new Set(p.entries.map((e) => e.folha));
  const dates = p.entries.map((e) => e.data).sort();
  const termos = p.entries.map((e) => e.termo);
  return {
    folhas: folhas.size,
    ultimaFolha: Math.max(...folhas),
    first: dates[0],
    last: dates[dates.length - 1],
    firstTermo: Math.min(...termos),
    lastTermo: Math.max(...termos),
    anulados: p.entries.filter((e) => e.anulado).length,
  };
};

function term(p: BookPrint, title: string, text: string, breakBefore: boolean): Content {
  return {
    stack: [
      letterheadContent(p.head),
      { text: title, bold: true, fontSize: 15, alignment: 'center', margin: [0, 40, 0, 20] },
      { text, lineHeight: 1.5, alignment: 'justify' },
      placeAndDate(p),
      p.paroco ? signatureContent(p.paroco.nome, `${p.paroco.titulo}, ${p.head.name}`) : signatureContent('Pároco', p.head.name),
    ],
    ...(breakBefore ? { pageBreak: 'before' as const } : {}),
  };
}

/**
 * A sacramental book as the diocese binds it: the opening term (termo de abertura), each page with its
 * entries and their marginal notes (an annulled entry marked, with the reason), and the closing term
 * (termo de encerramento) once the book is closed (a paper book's is drawn from its entries). With
 * `folha`, that page alone: reprinted after a new note, the same page with the note added.
 */
export function bookPdf(p: BookPrint): Promise<Buffer> {
  const s = summary(p);
  const book = p.ano ? `Livro de ${BOOKS[p.tipo]} — duplicata de ${p.ano}` : `Livro de ${BOOKS[p.tipo]} nº ${p.livro}`;
  const opened = p.kept ? ` Foi aberto em ${shortDate(p.kept.aberto_em)}.` : '';
  const closed = p.kept?.encerrado_em ? ` Encerrado em ${shortDate(p.kept.encerrado_em)}.` : '';
  const opening = `Este livro, de número ${p.livro}, destina-se ao registro de ${BOOKS[p.tipo].toLowerCase()} da ${p.head.name}${p.head.diocese ? `, ${p.head.diocese}` : ''}.${opened} Contém ${s.ultimaFolha} folhas numeradas de 1 a ${s.ultimaFolha}, e seu primeiro termo foi lavrado em ${shortDate(s.first)}.`;
  const closing = `Contém este livro ${s.ultimaFolha} folhas, ${s.folhas} delas com registros, e ${p.entries.length} termos, do termo nº ${s.firstTermo} ao termo nº ${s.lastTermo}${s.anulados ? `, dos quais ${s.anulados} anulado(s)` : ''}, lavrados de ${shortDate(s.first)} a ${shortDate(s.last)}.${closed} Para constar, lavrou-se este termo de encerramento.`;
  // A book still open takes more entries: its closing term is printed when it is closed.
  const stillOpen = p.kept !== null && !p.kept.encerrado_em;
  const content: Content[] =
    p.folha === null && !p.ano
      ? [term(p, 'TERMO DE ABERTURA', opening, false), ...pages(p, true), ...(stillOpen ? [] : [term(p, 'TERMO DE ENCERRAMENTO', closing, true)])]
      : pages(p, false);
  return renderPdf({
    info: { title: p.folha === null ? book : `${book}, folha ${p.folha}` },
    pageMargins: [50, 50, 50, 50],
    footer: (page: number, count: number) => ({
      text: `${book} — impresso em ${shortDate(p.today)} por ${p.printedBy} — página ${page} de ${count}`,
      fontSize: 7,
      color: '#666',
      alignment: 'center',
    }),
    content,
  });
}
