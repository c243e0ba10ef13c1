import { dayIn, DEFAULT_TIME_ZONE } from '../../../shared/time-zone';
import { nextMonthStart } from '../../caixa/balances';
import { ensureCaixa } from '../../caixa/chart';
import type { Author } from '../../caixa/context';
import { bookContribution } from '../../caixa/income';
import { DOCUMENT_KIND, insertLancamento, insertTransferencia } from '../../caixa/lancamentos-repository';
import { closeMonth } from '../../caixa/meses-repository';
import { findRepasse, saveRepasse } from '../../caixa/repasse';
import { renderPdf } from '../../documents/pdf';
import type { Db } from '../types';
import type { CoreSeed } from './core';
import { between, random } from './random';

/** The monthly bills of the demo: account, supplier and CNPJ, fiscal document, a typical amount. */
const BILLS = [
  { conta: '2.03', fornecedor: 'CPFL Paulista', cnpj: '33050196000188', documento: 'conta_consumo', valor: 68_000 },
  { conta: '2.04', fornecedor: 'SANASA Campinas', cnpj: '46119855000137', documento: 'conta_consumo', valor: 21_000 },
  { conta: '2.05', fornecedor: 'Vivo Telefônica', cnpj: '02558157000162', documento: 'nota_fiscal', valor: 18_990 },
  { conta: '2.07', fornecedor: 'Livraria Paulus', cnpj: '61287546000112', documento: 'cupom_fiscal', valor: 35_000 },
  { conta: '2.06', fornecedor: 'Elétrica Central Ltda.', cnpj: '11222333000181', documento: 'nfse', valor: 95_000 },
] as const;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
const monthBack = (day: string, n: number) => {
  const d = new Date(Date.parse(`${day.slice(0, 7)}-01T00:00:00Z`));
  d.setUTCMonth(d.getUTCMonth() - n);
  return iso(d);
};

/**
 * The books of account of São José, kept by the demo treasurer: the common chart, the secretaria's cash
 * box, one per community and a bank account; three months of entries (the tithe flowing in from its own
 * books, Sunday collections deposited in the bank on Monday, the monthly bills with their fiscal
 * documents); the first of the three months closed, the diocese's share set at 10% on tithe and
 * collections and the closed month's share paid.
 */
export async function seedCaixa(tx: Db, core: CoreSeed): Promise<void> {
  const rng = random(31);
  const paroquiaId = core.parishes.saoJose.id;
  const treasurer: Author = { paroquiaId, userId: core.users.tesoureiro.id, userName: 'Sebastião Ramos Pinto' };
  const today = dayIn(DEFAULT_TIME_ZONE, core.now);
  const start = monthBack(today, 2);
  const opening = addDays(start, -1);
  await ensureCaixa(tx, paroquiaId, opening);
  await tx.query("UPDATE caixa_portadores SET saldo_inicial_centavos = 185000 WHERE paroquia_id = $1 AND tipo = 'caixa' AND padrao", [paroquiaId]);
  const { rows: holders } = await tx.query<{ id: number }>(
    `INSERT INTO caixa_portadores (paroquia_id, tipo, nome, banco, agencia, conta, comunidade_id, saldo_inicial_centavos, saldo_inicial_data, padrao)
     SELECT $1::int, 'banco', 'Banco do Brasil - conta movimento', '001 - Banco do Brasil', '1234-5', '56789-0', NULL::int, 2450000, $2::date, true
     UNION ALL
     SELECT $1, 'caixa', 'Caixa da ' || c.ent_name, NULL, NULL, NULL, c.ent_id, 20000, $2, false FROM communities c WHERE c.paroquia_id = $1
     RETURNING id`,
    [paroquiaId, opening],
  );
  const bank = holders[0].id;
  const { rows: ids } = await tx.query<{ caixa: number; coletas: number }>(
    `SELECT (SELECT id FROM caixa_portadores WHERE paroquia_id = $1 AND tipo = 'caixa' AND padrao) AS caixa,
            (SELECT id FROM caixa_contas WHERE paroquia_id = $1 AND chave = 'coletas') AS coletas`,
    [paroquiaId],
  );
  const { caixa, coletas } = ids[0];
  const accounts = new Map(
    (await tx.query<{ id: number; codigo: string }>('SELECT id, codigo FROM caixa_contas WHERE paroquia_id = $1', [paroquiaId])).rows.map((r) => [
      r.codigo,
      r.id,
    ]),
  );

  // The tithe, campaigns and stipends of these months, booked as the portal books them.
  const { rows: contributions } = await tx.query<{ id: number }>(
    'SELECT id FROM contributions WHERE paroquia_id = $1 AND received_on >= $2 ORDER BY received_on, id',
    [paroquiaId, start],
  );
  for (const c of contributions) await bookContribution(tx, paroquiaId, c.id);

  // Sunday collections into the cash box, deposited in the bank the next day.
  for (let day = start; day <= today; day = addDays(day, 1)) {
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) continue;
    const amount = between(rng, 60, 140) * 1_000 + between(rng, 0, 99) * 10;
    const base = { conta_id: coletas, portador_id: caixa, data: day, tipo: 'receita' as const };
    await insertLancamento(tx, paroquiaId, { ...base, valor: amount, descricao: 'Coleta das missas de domingo' }, treasurer);
    const monday = addDays(day, 1);
    if (monday <= today)
      await insertTransferencia(
        tx,
        paroquiaId,
        { data: monday, origem: caixa, destino: bank, valor: amount, descricao: 'Depósito da coleta de domingo' },
        treasurer,
      );
  }

  // The monthly bills, paid from the bank on the 10th, each with its fiscal document.
  const document = await core.storage.put(
    DOCUMENT_KIND,
    await renderPdf({ content: ['DANFE - Documento auxiliar da nota fiscal eletrônica (demonstração)'] }),
    'pdf',
  );
  for (let month = start; month <= today; month = nextMonthStart(month.slice(0, 7))) {
    const day = `${month.slice(0, 8)}10`;
    if (day > today) break;
    for (const [i, bill] of BILLS.entries()) {
      await insertLancamento(
        tx,
        paroquiaId,
        {
          tipo: 'despesa',
          conta_id: accounts.get(bill.conta)!,
          portador_id: bank,
          data: day,
          valor: -(bill.valor + between(rng, -50, 50) * 100),
          descricao: `${bill.fornecedor}: ${month.slice(5, 7)}/${month.slice(0, 4)}`,
          fornecedor: bill.fornecedor,
          fornecedor_documento: bill.cnpj,
          documento_tipo: bill.documento,
          documento_numero: `${month.slice(0, 4)}${month.slice(5, 7)}${String(i + 1).padStart(4, '0')}`,
          documento_arquivo: document,
        },
        treasurer,
      );
    }
  }

  // The first month closed, the diocese's share set, and the closed month's share paid from the bank.
  await saveRepasse(tx, paroquiaId, { percentual: 10, contas: [accounts.get('1.01')!, accounts.get('1.02')!] });
  await closeMonth(tx, treasurer, start.slice(0, 7), today, core.now);
  const due = (await findRepasse(tx, paroquiaId)).meses[0];
  const payday = `${nextMonthStart(start.slice(0, 7)).slice(0, 8)}15`;
  if (due && due.devido_centavos > 0 && payday <= today)
    await insertLancamento(
      tx,
      paroquiaId,
      {
        tipo: 'despesa',
        conta_id: accounts.get('2.10')!,
        portador_id: bank,
        data: payday,
        valor: -due.devido_centavos,
        descricao: `Repasse à Mitra Diocesana: ${start.slice(5, 7)}/${start.slice(0, 4)}`,
        fornecedor: 'Mitra Arquidiocesana de Campinas',
        documento_tipo: 'guia',
        documento_numero: `REP-${start.slice(0, 7)}`,
        documento_arquivo: document,
        repasse_mes: start.slice(0, 7),
      },
      treasurer,
    );
}
