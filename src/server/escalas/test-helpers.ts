import type { Db } from '../db/types';
import { DEFAULT_TIME_ZONE, dayIn } from '../../shared/time-zone';
export { signedInCaller } from '../catechesis/test-helpers';

/** The seeded ministry named `nome` of São José: its id, positions and the Sunday Masses it serves. */
export async function seededMinisterio(db: Db, nome: string) {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM ministerios WHERE nome = $1', [nome]);
  const { rows: funcoes } = await db.query<{ id: number; nome: string }>('SELECT id, nome FROM ministerio_funcoes WHERE ministerio_id = $1 ORDER BY ordem', [
    rows[0].id,
  ]);
  return { id: rows[0].id, funcoes };
}

/** This month ('YYYY-MM') and the next, in the parish's zone. */
export function months(now: Date): { mes: string; proximo: string } {
  const today = dayIn(DEFAULT_TIME_ZONE, now);
  const [y, m] = today.split('-').map(Number);
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
  return { mes: today.slice(0, 7), proximo: next };
}

/** The next Sunday (strictly after today) in the parish's zone. */
export function nextSunday(now: Date): string {
  const today = dayIn(DEFAULT_TIME_ZONE, now);
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + (7 - d.getUTCDay() || 7));
  return d.toISOString().slice(0, 10);
}
