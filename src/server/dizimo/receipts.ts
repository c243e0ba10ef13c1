import { formatCpf } from '../../shared/cpf';
import { formatCents } from '../../shared/money';
import { METHODS, type Contribution, type Method, type Tither } from '../../shared/schemas/dizimo';
import { letterheadContent, signatureContent, type Letterhead } from '../documents/letterhead';
import type { TableCell } from 'pdfmake/interfaces';
import { renderPdf, type Content } from '../documents/pdf';
import { centsInWords, longDate, monthName, shortDate as formatDate } from '../documents/words';

const methodName = (m: string) => METHODS[m as Method] ?? m;
const label = (text: string, value: string): Content => ({
  columns: [
    { text, width: 130, color: '#444' },
    { text: value, width: '*' },
  ],
  margin: [0, 3, 0, 3],
});

/** 'Maria (CPF 529.982.247-25, carnê 000123)', 'Oferta anônima'. */
const giverOf = (c: Contribution, cpf: string | null) =>
  c.dizimista_nome ? `${c.dizimista_nome} (${cpf ? `CPF ${formatCpf(cpf)}, ` : ''}carnê ${c.numero_carne})` : 'Oferta anônima';

/** On a reversed contribution's receipt, above everything else: it no longer stands, since when and why. */
const reversedBanner = (c: Contribution): Content[] =>
  c.estorno_data
    ? [
        {
          text: `ESTORNADO em ${formatDate(c.estorno_data)} — Motivo: ${c.estorno_motivo ?? '—'}`,
          bold: true,
          fontSize: 13,
          color: '#b3261e',
          alignment: 'center',
          margin: [0, 0, 0, 6],
        },
        { text: 'Este recibo não comprova contribuição: o lançamento foi estornado.', color: '#b3261e', alignment: 'center', margin: [0, 0, 0, 10] },
      ]
    : [];

/**
 * A contribution's receipt: number, who gave (with the CPF of their register, or 'Oferta anônima'),
 * amount in figures and words, month, method, date, who received; a reversed one says ESTORNADO.
 */
export function receiptPdf(head: Letterhead, c: Contribution, today: string, cpf: string | null = null): Promise<Buffer> {
  const giver = giverOf(c, cpf);
  return renderPdf({
    info: { title: `Recibo ${c.recibo_numero}${c.estorno_data ? ' (estornado)' : ''}` },
    content: [
      letterheadContent(head),
      { text: `RECIBO Nº ${c.recibo_numero}`, bold: true, fontSize: 16, alignment: 'center', margin: [0, 0, 0, 4] },
      ...reversedBanner(c),
      {
        text: formatCents(c.valor_centavos),
        bold: true,
        fontSize: 20,
        alignment: 'center',
        margin: [0, 0, 0, 16],
        decoration: c.estorno_data ? 'lineThrough' : undefined,
      },
      {
        text: [
          'Recebemos de ',
          { text: giver, bold: true },
          ` a importância de ${formatCents(c.valor_centavos)} (${centsInWords(c.valor_centavos)}), referente ${c.campanha_nome ? `à campanha ${c.campanha_nome}` : 'ao dízimo'} de ${monthName(c.competencia)}.`,
        ],
        lineHeight: 1.4,
        margin: [0, 0, 0, 12],
      },
      label('Competência', monthName(c.competencia)),
      label('Forma de pagamento', methodName(c.metodo)),
      label('Data do recebimento', formatDate(c.data)),
      label('Recebido por', c.recebido_por ?? '—'),
      ...(c.observacao ? [label('Observação', c.observacao)] : []),
      { text: `${head.city ?? ''}${head.city ? ', ' : ''}${longDate(today)}.`, margin: [0, 24, 0, 0] },
      signatureContent(c.recebido_por ?? head.name, 'Pastoral do Dízimo'),
    ],
  });
}

/** The yearly statement (declaração anual) of a tither: each contribution of `year` and the total, net of reversals. */
export function statementPdf(head: Letterhead, t: Tither, year: number, rows: Contribution[], today: string, cpf: string | null = null): Promise<Buffer> {
  const total = rows.reduce((sum, c) => sum + c.valor_centavos, 0);
  const right = (text: string, bold = false) => ({ text, bold, alignment: 'right' as const });
  const body: TableCell[][] = [
    [...['Data', 'Competência', 'Forma', 'Recibo'].map((text) => ({ text, bold: true })), right('Valor', true)],
    ...rows.map((c) => [
      formatDate(c.data),
      monthName(c.competencia),
      methodName(c.metodo) + (c.estorno_de ? ' (estorno)' : ''),
      c.recibo_numero ?? '—',
      right(formatCents(c.valor_centavos)),
    ]),
    [{ text: 'Total', bold: true, colSpan: 4 }, '', '', '', right(formatCents(total), true)],
  ];
  return renderPdf({
    info: { title: `Declaração anual ${year} - carnê ${t.numero_carne}` },
    content: [
      letterheadContent(head),
      { text: `DECLARAÇÃO ANUAL DE CONTRIBUIÇÕES — ${year}`, bold: true, fontSize: 14, alignment: 'center', margin: [0, 0, 0, 14] },
      {
        text: [
          'Declaramos que ',
          { text: t.nome, bold: true },
          `${cpf ? `, CPF ${formatCpf(cpf)}` : ''}, dizimista desta paróquia (carnê ${t.numero_carne}), contribuiu em ${year} com o total de ${formatCents(total)} (${centsInWords(Math.max(total, 0))}), conforme o detalhamento abaixo.`,
        ],
        lineHeight: 1.4,
        margin: [0, 0, 0, 12],
      },
      rows.length
        ? { table: { headerRows: 1, widths: [60, '*', 90, 70, 70], body }, layout: 'lightHorizontalLines' }
        : { text: 'Nenhuma contribuição no ano.', italics: true },
      { text: `${head.city ?? ''}${head.city ? ', ' : ''}${longDate(today)}.`, margin: [0, 24, 0, 0] },
      signatureContent(head.name, 'Pastoral do Dízimo'),
    ],
  });
}

const MONTH_NAMES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

/**
 * The carnê of `year`: twelve monthly slips with the tither's name and card number and, when the parish
 * has a PIX key, the tither's own BR Code as a QR code (its txid names the card, so the statement import
 * knows who gave).
 */
export function carnePdf(head: Letterhead, t: Tither, year: number, pixPayload: string | null): Promise<Buffer> {
  const slip = (month: number): Content => ({
    unbreakable: true,
    table: {
      widths: ['*', 110],
      body: [
        [
          {
            stack: [
              { text: head.name, bold: true },
              { text: `Dízimo — ${MONTH_NAMES[month]} de ${year}`, fontSize: 12, margin: [0, 4, 0, 4] },
              { text: `${t.nome}`, bold: true },
              {
                text: `Carnê ${t.numero_carne}${t.valor_pactuado_centavos ? ` · valor pactuado ${formatCents(t.valor_pactuado_centavos)}` : ''}`,
                color: '#444',
              },
              { text: 'Valor: ____________   Data: ___/___/______', margin: [0, 8, 0, 0] },
            ],
          },
          pixPayload
            ? {
                stack: [
                  { qr: pixPayload, fit: 100 },
                  { text: 'PIX do seu carnê', fontSize: 8, alignment: 'center' },
                ],
              }
            : { text: '' },
        ],
      ],
    },
    layout: { hLineStyle: () => ({ dash: { length: 3 } }), vLineStyle: () => ({ dash: { length: 3 } }) },
    margin: [0, 0, 0, 8],
  });
  return renderPdf({
    info: { title: `Carnê ${year} - ${t.numero_carne}` },
    pageMargins: [40, 40, 40, 40],
    content: Array.from({ length: 12 }, (_, m) => slip(m)),
  });
}
