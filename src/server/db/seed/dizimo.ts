import { dayIn, DEFAULT_TIME_ZONE } from '../../../shared/time-zone';
import { monthStart } from '../../dizimo/months';
import type { Db } from '../types';
import type { CoreSeed } from './core';
import { DEMO_PARISHES, type DemoParish } from './demo-accounts';
import { between, pick, random, type Rng } from './random';

/**
 * The tithe's demo data: tithers drawn from each parish's registers, two years of monthly
 * contributions (some tithers faithful, some late, some who stopped), a few reversals, the parish's
 * PIX key, bank credits no one claimed yet, and the demo 'dizimista' account linked to its tither.
 * Every receipt is numbered last, per parish and year, in the order received.
 */

const TITHERS: Record<DemoParish, number> = { saoJose: 300, aparecida: 40 };
const MONTHS = 24;
const PLEDGES = [1_000, 2_000, 3_000, 5_000, 5_000, 10_000, 10_000, 15_000, 20_000, 30_000, 50_000];
const METHOD_WEIGHTS = ['dinheiro', 'dinheiro', 'dinheiro', 'pix', 'pix', 'pix', 'pix', 'cartao', 'transferencia', 'boleto'] as const;

interface Rows {
  tithers: number[];
  amounts: number[];
  days: string[];
  competences: string[];
  methods: string[];
}

/** A day of `month` ('YYYY-MM-01') not after `today`: most tithes come on a Sunday at the start of the month. */
function dayOf(rng: Rng, month: string, today: string): string {
  const day = `${month.slice(0, 8)}${String(between(rng, 1, 28)).padStart(2, '0')}`;
  return day > today ? today : day;
}

async function seedParish(tx: Db, core: CoreSeed, parish: DemoParish, rng: Rng): Promise<void> {
  const paroquiaId = core.parishes[parish].id;
  const today = dayIn(DEFAULT_TIME_ZONE, core.now);
  const { rows: registers } = await tx.query<{ id: number }>(
    "SELECT id FROM registers WHERE paroquia_id = $1 AND status = '0' AND born_date < $2::date - 18 * 365 ORDER BY id LIMIT $3",
    [paroquiaId, today, TITHERS[parish]],
  );
  const rows: Rows = { tithers: [], amounts: [], days: [], competences: [], methods: [] };
  const firstMonth = monthStart(today, -(MONTHS - 1));
  for (const [i, { id: registerId }] of registers.entries()) {
    const joinedMonth = monthStart(today, -between(rng, 0, 40));
    const pledge = rng() < 0.7 ? pick(rng, PLEDGES) : null;
    const method = pick(rng, METHOD_WEIGHTS);
    const { rows: made } = await tx.query<{ id: number }>(
      `INSERT INTO tithers (paroquia_id, register_id, card_number, joined_on, status, pledge_cents, preferred_method)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [paroquiaId, registerId, i + 1, dayOf(rng, joinedMonth, today), rng() < 0.93 ? 1 : 2, pledge, method],
    );
    // Faithful, irregular or stopped some months ago (the 'atrasado' filter has people to find).
    const faithfulness = pick(rng, [0.97, 0.95, 0.9, 0.8, 0.6, 0.4]);
    const stoppedAgo = rng() < 0.15 ? between(rng, 2, 10) : 0;
    for (let m = MONTHS - 1; m >= stoppedAgo; m--) {
      const month = monthStart(today, -m);
      if (month < joinedMonth || month < firstMonth || rng() > faithfulness) continue;
      rows.tithers.push(made[0].id);
      rows.amounts.push(pledge ?? pick(rng, PLEDGES));
      rows.days.push(dayOf(rng, month, today));
      rows.competences.push(month);
      rows.methods.push(rng() < 0.8 ? method : pick(rng, METHOD_WEIGHTS));
    }
  }
  const treasurer = core.users.tesoureiro;
  await tx.query(
    `INSERT INTO contributions (paroquia_id, tither_id, amount_cents, received_on, competence, method, received_by, received_by_name,
                                receipt_year, receipt_number)
     SELECT $1::int, t, a, d, c, m, $2::int, (SELECT name FROM users WHERE id = $2), extract(year FROM d)::int, -(1000000 + n)
       FROM unnest($3::int[], $4::int[], $5::date[], $6::date[], $7::text[]) WITH ORDINALITY AS x (t, a, d, c, m, n)`,
    [paroquiaId, treasurer.id, rows.tithers, rows.amounts, rows.days, rows.competences, rows.methods],
  );
  await numberReceipts(tx, paroquiaId);
  // Two entries typed twice by mistake, reversed.
  await tx.query(
    `INSERT INTO contributions (paroquia_id, tither_id, amount_cents, received_on, competence, method, campaign_id, received_by, received_by_name, reverses, reason)
     SELECT paroquia_id, tither_id, -amount_cents, received_on, competence, method, campaign_id, received_by, received_by_name, id, 'Lançamento em duplicidade'
       FROM contributions WHERE paroquia_id = $1 AND tither_id IS NOT NULL ORDER BY received_on DESC, id DESC LIMIT 2`,
    [paroquiaId],
  );
  const profile = DEMO_PARISHES[parish];
  await tx.query("INSERT INTO parish_pix (paroquia_id, key_type, pix_key, beneficiary, city) VALUES ($1, 'cnpj', $2, $3, $4)", [
    paroquiaId,
    profile.cnpj,
    profile.name.slice(0, 25),
    profile.city.slice(0, 15),
  ]);
}

/** Every receipt numbered 1, 2, 3... per parish and year, in the order received (the seed inserted them with placeholders). */
async function numberReceipts(tx: Db, paroquiaId: number): Promise<void> {
  await tx.query(
    `UPDATE contributions c SET receipt_number = x.n
       FROM (SELECT id, row_number() OVER (PARTITION BY receipt_year ORDER BY received_on, id)::int AS n
               FROM contributions WHERE paroquia_id = $1 AND reverses IS NULL) x
      WHERE c.id = x.id`,
    [paroquiaId],
  );
}

export async function seedDizimo(tx: Db, core: CoreSeed): Promise<void> {
  const rng = random(1_000_014);
  for (const parish of Object.keys(core.parishes) as DemoParish[]) await seedParish(tx, core, parish, rng);
  // The demo member of role 14 is the first tither of São José: their register takes the account's name.
  const member = core.users.dizimista;
  const { rows } = await tx.query<{ register_id: number }>(
    'SELECT register_id FROM tithers WHERE paroquia_id = $1 AND status = 1 ORDER BY card_number LIMIT 1',
    [member.paroquiaId],
  );
  await tx.query('INSERT INTO user_registers (user_id, register_id) VALUES ($1, $2)', [member.id, rows[0].register_id]);
  await tx.query('UPDATE registers SET name = (SELECT name FROM users WHERE id = $2) WHERE id = $1', [rows[0].register_id, member.id]);
  // Two PIX credits on the bank statement that named no card yet: the treasurer assigns them.
  const today = dayIn(DEFAULT_TIME_ZONE, core.now);
  await tx.query(
    `INSERT INTO bank_credits (paroquia_id, fitid, received_on, amount_cents, description)
     VALUES ($1, 'DEMO-0001', $2, 5000, 'PIX RECEBIDO - MARIA DE LOURDES'), ($1, 'DEMO-0002', $2, 12000, 'PIX RECEBIDO - J SILVA')`,
    [member.paroquiaId, today],
  );
}
