import type { Chave, TipoConta } from '../../shared/schemas/caixa';
import type { Db } from '../db/types';

interface PlanAccount {
  codigo: string;
  nome: string;
  tipo: TipoConta;
  chave?: Chave;
}

/** The common parish plan every parish starts with; the treasurer extends it (two levels). */
const COMMON_PLAN: readonly PlanAccount[] = [
  { codigo: '1.01', nome: 'Dízimo', tipo: 'receita', chave: 'dizimo' },
  { codigo: '1.02', nome: 'Coletas e ofertório', tipo: 'receita', chave: 'coletas' },
  { codigo: '1.03', nome: 'Espórtulas e intenções', tipo: 'receita', chave: 'esportulas' },
  { codigo: '1.04', nome: 'Campanhas', tipo: 'receita', chave: 'campanhas' },
  { codigo: '1.05', nome: 'Festas e quermesses', tipo: 'receita' },
  { codigo: '1.06', nome: 'Aluguéis', tipo: 'receita' },
  { codigo: '1.07', nome: 'Doações', tipo: 'receita' },
  { codigo: '2.01', nome: 'Côngrua e salários', tipo: 'despesa' },
  { codigo: '2.02', nome: 'Encargos sociais', tipo: 'despesa' },
  { codigo: '2.03', nome: 'Energia elétrica', tipo: 'despesa' },
  { codigo: '2.04', nome: 'Água', tipo: 'despesa' },
  { codigo: '2.05', nome: 'Telefone e internet', tipo: 'despesa' },
  { codigo: '2.06', nome: 'Manutenção', tipo: 'despesa' },
  { codigo: '2.07', nome: 'Material litúrgico', tipo: 'despesa' },
  { codigo: '2.08', nome: 'Pastorais', tipo: 'despesa' },
  { codigo: '2.09', nome: 'Caridade', tipo: 'despesa' },
  { codigo: '2.10', nome: 'Repasse à diocese', tipo: 'despesa', chave: 'repasse' },
  { codigo: '2.11', nome: 'Impostos e taxas', tipo: 'despesa' },
];

/** The default cash box every parish starts with (the secretaria's), its opening balance zero from the day the books start. */
const DEFAULT_CASH_BOX = 'Caixa da secretaria';

/** Whether the parish's books are set up (its chart exists). */
export async function hasCaixa(db: Db, paroquiaId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM caixa_contas WHERE paroquia_id = $1 LIMIT 1', [paroquiaId]);
  return rows.length > 0;
}

/**
 * The parish's books set up on first use, in the caller's transaction: the common plan and the
 * secretaria's cash box. Idempotent (a second call, or two at once, adds nothing).
 */
export async function ensureCaixa(tx: Db, paroquiaId: number, today: string): Promise<void> {
  if (await hasCaixa(tx, paroquiaId)) return;
  await tx.query(
    `INSERT INTO caixa_contas (paroquia_id, codigo, nome, tipo, chave)
     SELECT $1, p.codigo, p.nome, p.tipo, p.chave FROM jsonb_to_recordset($2::jsonb) AS p(codigo text, nome text, tipo text, chave text)
     ON CONFLICT DO NOTHING`,
    [paroquiaId, JSON.stringify(COMMON_PLAN)],
  );
  await tx.query(
    `INSERT INTO caixa_portadores (paroquia_id, tipo, nome, saldo_inicial_data, padrao)
     SELECT $1, 'caixa', $2, $3, true WHERE NOT EXISTS (SELECT 1 FROM caixa_portadores WHERE paroquia_id = $1)
     ON CONFLICT DO NOTHING`,
    [paroquiaId, DEFAULT_CASH_BOX, today],
  );
}
