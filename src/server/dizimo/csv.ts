import { formatCents } from '../../shared/money';
import { METHODS, SITUACAO, TITHER_STATUS, type Contribution, type Method, type Tither } from '../../shared/schemas/dizimo';
import { shortDate } from '../documents/words';
import { BOM, csvLine } from '../registers/csv';

const reais = (cents: number | null) => (cents === null ? '' : formatCents(Math.abs(cents)).replace(/^R\$\s/, ''));
const competence = (ym: string) => `${ym.slice(5, 7)}/${ym.slice(0, 4)}`;

export function tithersCsv(rows: Tither[]): string {
  const head = ['Carnê', 'Nome', 'Desde', 'Status', 'Situação', 'Última competência', 'Valor pactuado (R$)', 'Forma preferida'];
  return (
    BOM +
    csvLine(head) +
    rows
      .map((t) =>
        csvLine([
          t.numero_carne,
          t.nome,
          shortDate(t.desde),
          TITHER_STATUS[t.status as 1 | 2],
          SITUACAO[t.situacao],
          t.ultima_competencia ? competence(t.ultima_competencia) : '',
          reais(t.valor_pactuado_centavos),
          t.metodo_preferido ? METHODS[t.metodo_preferido as Method] : '',
        ]),
      )
      .join('')
  );
}

/** Amounts are written positive with their kind (a reversal subtracts), so no cell starts with '-'. */
export function contributionsCsv(rows: Contribution[]): string {
  const head = ['Recibo', 'Data', 'Competência', 'Tipo', 'Valor (R$)', 'Forma', 'Carnê', 'Dizimista', 'Campanha', 'Recebido por', 'Observação / motivo'];
  return (
    BOM +
    csvLine(head) +
    rows
      .map((c) =>
        csvLine([
          c.recibo_numero ?? '',
          shortDate(c.data),
          competence(c.competencia),
          c.estorno_de ? 'Estorno' : 'Contribuição',
          reais(c.valor_centavos),
          METHODS[c.metodo as Method] ?? c.metodo,
          c.numero_carne ?? '',
          c.dizimista_nome ?? 'Oferta anônima',
          c.campanha_nome ?? '',
          c.recebido_por ?? '',
          c.motivo ?? c.observacao ?? '',
        ]),
      )
      .join('')
  );
}
