import type { TableCell } from 'pdfmake/interfaces';
import { formatCents } from '../../shared/money';
import { INTENCAO_FORMAS, INTENCAO_TIPOS, OFERTA_ESTADOS, type Intencao } from '../../shared/schemas/agenda';
import { letterheadContent, type Letterhead } from '../documents/letterhead';
import { renderPdf, type Content } from '../documents/pdf';
import { longDate, monthName, shortDate } from '../documents/words';

const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const weekday = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()];
const label = (text: string, value: string): Content => ({
  columns: [
    { text, width: 90, color: '#444' },
    { text: value, width: '*' },
  ],
  margin: [0, 2, 0, 2],
});

/** 'oferta R$ 20,00 — do celebrante (aguardando o tesoureiro)': an intention's offering as the office reads it. */
function offering(i: Intencao): string | null {
  if (!i.oferta_centavos) return null;
  const whose = i.oferta_celebrante
    ? ' — oferta do celebrante'
    : i.oferta_estado !== 'estornada'
      ? ` — ${i.forma === 'coletiva' ? 'destinada à diocese (Mos iugiter, art. 3)' : 'pede outra missa (cân. 948)'}`
      : '';
  return `oferta ${formatCents(i.oferta_centavos)}${whose} (${OFERTA_ESTADOS[i.oferta_estado ?? 'pendente'].toLowerCase()})`;
}

/** Who asked, the form, the offering and a move: the line under each intention of the celebrant's list. */
function detail(i: Intencao): string {
  return [
    `Pedida por ${i.solicitante ?? '—'}`,
    i.forma === 'coletiva' ? 'coletiva (com consentimento)' : null,
    offering(i),
    i.transferida_de ? `transferida de ${i.transferida_de}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export interface MassOfList {
  titulo: string;
  ent_name: string;
  data: string;
  hora: string;
  celebrante: string | null;
  cancelada: boolean;
}

/**
 * The celebrant's list (for those who take intentions): the Mass, its intentions numbered in reading
 * order with their kind and, under each, who asked, the form and the offering, the one the celebrant
 * keeps marked as his; 'celebrada' once the Mass has passed.
 */
export function intencoesPdf(head: Letterhead, mass: MassOfList, rows: Intencao[]): Promise<Buffer> {
  const celebrated = rows.length > 0 && rows.every((r) => r.celebrada);
  return renderPdf({
    info: { title: `Intenções - ${mass.titulo} ${mass.data} ${mass.hora}` },
    content: [
      letterheadContent(head),
      { text: 'INTENÇÕES DA MISSA', bold: true, fontSize: 15, alignment: 'center', margin: [0, 0, 0, 12] },
      label('Celebração', mass.titulo),
      label('Comunidade', mass.ent_name),
      label('Data', `${weekday(mass.data)}, ${longDate(mass.data)}`),
      label('Horário', mass.hora),
      label('Celebrante', mass.celebrante ?? '—'),
      ...(mass.cancelada ? [{ text: 'Missa cancelada nesta data.', bold: true, color: '#a00', margin: [0, 8, 0, 0] } as Content] : []),
      ...(celebrated ? [{ text: 'Missa celebrada.', bold: true, margin: [0, 8, 0, 0] } as Content] : []),
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 495, y2: 0, lineWidth: 0.5 }], margin: [0, 10, 0, 10] },
      rows.length
        ? {
            // Numbers written as text, not a pdfmake list: they read (and copy) before the intention.
            stack: rows.map((r, i) => ({
              stack: [
                { text: [`${i + 1}. `, { text: `${INTENCAO_TIPOS[r.tipo]}: `, bold: true }, r.intencao] },
                { text: detail(r), fontSize: 9, color: '#444', margin: [14, 1, 0, 0] },
              ],
              margin: [0, 0, 0, 7],
            })),
            fontSize: 12,
          }
        : { text: 'Nenhuma intenção para esta missa.', italics: true },
    ],
  });
}

/** The name of each celebration, to say which Mass a row of the book is. */
export type MassNames = Map<number, { titulo: string; ent_name: string }>;

/**
 * The intentions book of one month (c. 958): each intention with its Mass, form, who asked, the offering
 * and whether it was celebrated, and the month's totals.
 */
export function livroPdf(head: Letterhead, month: string, rows: Intencao[], masses: MassNames): Promise<Buffer> {
  const th = (text: string) => ({ text, bold: true });
  const situation = (i: Intencao) => (i.celebrada ? 'Celebrada' : 'A celebrar');
  const body: TableCell[][] = [
    ['Data', 'Missa', 'Intenção', 'Pedida por', 'Oferta', 'Situação'].map(th),
    ...rows.map((i) => {
      const m = masses.get(i.celebracao_id);
      return [
        `${shortDate(i.data)}\n${i.hora}`,
        m ? `${m.titulo}\n${m.ent_name}` : '—',
        `${INTENCAO_TIPOS[i.tipo]}: ${i.intencao}${i.forma === 'coletiva' ? ` (${INTENCAO_FORMAS.coletiva.toLowerCase()})` : ''}`,
        i.solicitante ?? '—',
        offering(i)?.replace(/^oferta /, '') ?? '—',
        situation(i),
      ];
    }),
  ];
  const total = rows.reduce((sum, i) => sum + (i.oferta_estado === 'confirmada' ? (i.oferta_centavos ?? 0) : 0), 0);
  return renderPdf({
    pageOrientation: 'landscape',
    info: { title: `Livro de intenções ${month}` },
    content: [
      letterheadContent(head),
      { text: `LIVRO DE INTENÇÕES DE MISSA — ${monthName(month)}`, bold: true, fontSize: 14, alignment: 'center', margin: [0, 0, 0, 12] },
      rows.length
        ? { table: { headerRows: 1, widths: [52, 120, '*', 100, 130, 58], body }, layout: 'lightHorizontalLines', fontSize: 9 }
        : { text: 'Nenhuma intenção no mês.', italics: true },
      {
        text: `${rows.length} ${rows.length === 1 ? 'intenção' : 'intenções'}; ${rows.filter((r) => r.celebrada).length} celebrada(s); ofertas lançadas no caixa das espórtulas: ${formatCents(total)}.`,
        margin: [0, 12, 0, 0],
      },
    ],
  });
}
