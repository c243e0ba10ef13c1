import { formatCents } from '../../shared/money';
import {
  DOCUMENTOS,
  TIPOS_CONTA,
  TIPOS_LANCAMENTO,
  TIPOS_PORTADOR,
  type Anual,
  type Balancete,
  type DocumentoTipo,
  type Lancamento,
  type Orcamento,
  type Prestacao,
} from '../../shared/schemas/caixa';
import { letterheadContent, signatureContent, type Letterhead } from '../documents/letterhead';
import { renderPdf, type Content } from '../documents/pdf';
import { monthName, shortDate } from '../documents/words';
import { BOM, csvLine } from '../registers/csv';

type Cell = string | number;

/** A report as rows of cells: the one shape its PDF table and its CSV are both made from. */
export interface ReportTable {
  title: string;
  subtitle: string;
  /** Sections, each a heading and its rows; the first row of each is its header. A number is an amount in centavos. */
  sections: Array<{ heading: string; rows: Cell[][] }>;
  /** Signature lines (the prestação de contas). */
  signers?: Array<{ nome: string | null; cargo: string }>;
}

/** In the CSV: '1234,56', negative with '-' (a spreadsheet's number, no currency sign). */
const csvMoney = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export function balanceteTable(b: Balancete): ReportTable {
  const accounts = (rows: Balancete['receitas']) => rows.map((r) => [r.codigo, r.nome, r.valor_centavos]);
  return {
    title: 'Balancete mensal',
    subtitle: `${monthName(b.mes)}${b.fechado ? ' (mês fechado)' : ' (mês aberto)'}`,
    sections: [
      {
        heading: 'Saldos por caixa e conta',
        rows: [
          ['Caixa / conta', 'Tipo', 'Saldo inicial', 'Entradas', 'Saídas', 'Saldo final'],
          ...b.portadores.map((p) => [
            p.nome,
            TIPOS_PORTADOR[p.tipo],
            p.saldo_inicial_centavos,
            p.entradas_centavos,
            p.saidas_centavos,
            p.saldo_final_centavos,
          ]),
          ['Total', '', b.totais.saldo_inicial_centavos, '', '', b.totais.saldo_final_centavos],
        ],
      },
      { heading: 'Receitas', rows: [['Código', 'Conta', 'Valor'], ...accounts(b.receitas), ['', 'Total de receitas', b.totais.receitas_centavos]] },
      { heading: 'Despesas', rows: [['Código', 'Conta', 'Valor'], ...accounts(b.despesas), ['', 'Total de despesas', b.totais.despesas_centavos]] },
    ],
  };
}

export function anualTable(a: Anual): ReportTable {
  return {
    title: 'Relatório anual',
    subtitle: `Ano de ${a.ano}`,
    sections: [
      {
        heading: 'Mês a mês',
        rows: [
          ['Mês', 'Receitas', 'Despesas', 'Resultado'],
          ...a.meses.map((m) => [monthName(m.mes), m.receitas_centavos, m.despesas_centavos, m.saldo_centavos]),
          ['Total', a.totais.receitas_centavos, a.totais.despesas_centavos, a.totais.saldo_centavos],
        ],
      },
      {
        heading: 'Por conta',
        rows: [['Código', 'Conta', 'Tipo', 'Total no ano'], ...a.contas.map((c) => [c.codigo, c.nome, TIPOS_CONTA[c.tipo], c.total_centavos])],
      },
    ],
  };
}

export function orcamentoTable(o: Orcamento): ReportTable {
  return {
    title: 'Orçamento e realizado',
    subtitle: `Ano de ${o.ano}`,
    sections: [
      {
        heading: 'Por conta',
        rows: [
          ['Código', 'Conta', 'Orçado', 'Realizado', '%'],
          ...o.contas.map((c) => [
            c.codigo,
            c.nome,
            c.orcado_centavos,
            c.realizado_centavos,
            c.percentual === null ? '—' : `${c.percentual.toFixed(1).replace('.', ',')}%`,
          ]),
        ],
      },
    ],
  };
}

export function prestacaoTable(p: Prestacao): ReportTable {
  const groups = (rows: Prestacao['receitas']) => rows.map((r) => [r.grupo, r.valor_centavos]);
  return {
    title: 'Prestação de contas',
    subtitle: `De ${shortDate(p.de)} a ${shortDate(p.ate)}`,
    sections: [
      {
        heading: 'Saldo inicial',
        rows: [
          ['', 'Valor'],
          ['Saldo inicial do período', p.saldo_inicial_centavos],
        ],
      },
      { heading: 'Receitas', rows: [['Grupo', 'Valor'], ...groups(p.receitas), ['Total de receitas', p.receitas_centavos]] },
      { heading: 'Despesas', rows: [['Grupo', 'Valor'], ...groups(p.despesas), ['Total de despesas', p.despesas_centavos]] },
      {
        heading: 'Saldo final',
        rows: [
          ['', 'Valor'],
          ['Saldo final do período', p.saldo_final_centavos],
        ],
      },
    ],
    signers: p.assinaturas,
  };
}

/** The report as a PDF: the parish's letterhead, title, a table per section, signature lines. */
export function reportPdf(head: Letterhead, r: ReportTable): Promise<Buffer> {
  const content: Content[] = [
    letterheadContent(head),
    { text: r.title.toUpperCase(), bold: true, fontSize: 14, alignment: 'center' },
    { text: r.subtitle, alignment: 'center', margin: [0, 2, 0, 12] },
  ];
  for (const s of r.sections) {
    const [header, ...rows] = s.rows;
    content.push({ text: s.heading, bold: true, margin: [0, 10, 0, 4] });
    content.push({
      table: {
        headerRows: 1,
        widths: header.map((_, i) => (i === 0 && header.length > 2 ? 'auto' : '*')),
        body: [
          header.map((text) => ({ text: String(text), bold: true })),
          ...rows.map((row) => row.map((cell) => (typeof cell === 'number' ? { text: formatCents(cell), alignment: 'right' } : { text: cell }))),
        ],
      },
      layout: 'lightHorizontalLines',
    } as Content);
  }
  if (r.signers) content.push({ stack: r.signers.map((s) => signatureContent(s.nome ?? ' ', s.cargo)), margin: [0, 12, 0, 0] });
  return renderPdf({ info: { title: `${r.title} — ${r.subtitle}` }, content });
}

/** The report as a CSV (UTF-8 with BOM, ';'): a line per row, sections one after the other, amounts as numbers. */
export function reportCsv(r: ReportTable): string {
  const cell = (c: Cell) => (typeof c === 'number' ? csvMoney(c) : c);
  return BOM + csvLine([r.title, r.subtitle]) + r.sections.map((s) => csvLine([s.heading]) + s.rows.map((row) => csvLine(row.map(cell))).join('')).join('');
}

/** The entries of a filter as a CSV: one line each, amounts signed as the book reads them. */
export function lancamentosCsv(rows: Lancamento[]): string {
  const head = [
    'Nº',
    'Data',
    'Tipo',
    'Conta',
    'Caixa / conta',
    'Destino',
    'Valor (R$)',
    'Descrição',
    'Fornecedor',
    'CPF/CNPJ',
    'Documento',
    'Número',
    'Comunidade',
    'Estorno de',
    'Motivo',
    'Lançado por',
  ];
  const line = (e: Lancamento) =>
    csvLine([
      String(e.id),
      shortDate(e.data),
      TIPOS_LANCAMENTO[e.tipo],
      e.conta_nome ? `${e.conta_codigo} ${e.conta_nome}` : '',
      e.portador_nome,
      e.destino_nome ?? '',
      csvMoney(e.valor_centavos),
      e.descricao,
      e.fornecedor ?? '',
      e.fornecedor_documento ?? '',
      e.documento_tipo ? (DOCUMENTOS[e.documento_tipo as DocumentoTipo] ?? e.documento_tipo) : '',
      e.documento_numero ?? '',
      e.comunidade_nome ?? '',
      e.estorno_de ? String(e.estorno_de) : '',
      e.motivo ?? '',
      e.lancado_por ?? '',
    ]);
  return BOM + csvLine(head) + rows.map(line).join('');
}
