import type { Db } from '../db/types';
import { DEFAULT_TIME_ZONE, dayIn } from '../../shared/time-zone';
import { addRegisters, parishIdOf, type Caller } from '../catechesis/test-helpers';
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

/** São José's Sunday 09:00 Mass (an agenda rule the seed gives needs to). */
async function sundayMass(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM celebracoes WHERE regra = 'FREQ=WEEKLY;BYDAY=SU' AND hora = '09:00' AND paroquia_id = (SELECT paroquia_id FROM users WHERE username = 'secretaria')",
  );
  return rows[0].id;
}

/**
 * A ministry made for one test by `admin` (positions 'Primeira' and 'Segunda', one of each at the Sunday 09:00 Mass),
 * with new registers of São José as its members (each able to fill both): the test never disturbs the demo.
 */
export async function testMinisterio(admin: Caller, db: Db, nome: string, people: string[]) {
  const created = await admin.post('/api/ministerios', { nome, funcoes: [{ nome: 'Primeira' }, { nome: 'Segunda' }], visibilidade: 'primeiro_nome' });
  if (created.statusCode !== 201) throw new Error(created.body);
  const m = created.json().data as { id: number; funcoes: Array<{ id: number; nome: string }> };
  const celebracao = await sundayMass(db);
  await admin.put(`/api/ministerios/${m.id}/necessidades`, {
    necessidades: m.funcoes.map((f) => ({ celebracao_id: celebracao, funcao_id: f.id, quantidade: 1 })),
  });
  const registers = await addRegisters(db, await parishIdOf(db, 'secretaria'), people);
  const membros: Array<{ id: number; register_id: number }> = [];
  for (const register_id of registers) {
    const res = await admin.post(`/api/ministerios/${m.id}/membros`, { register_id });
    if (res.statusCode !== 201) throw new Error(res.body);
    membros.push(res.json().data);
  }
  return { id: m.id, funcoes: m.funcoes, celebracao, membros };
}

export async function userIdOf(db: Db, username: string): Promise<number> {
  return (await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username])).rows[0].id;
}

/** The account `username` answers for the member (their 'Minha escala'). */
export async function linkAccount(admin: Caller, db: Db, ministerioId: number, membro: { id: number; register_id: number }, username: string) {
  const res = await admin.put(`/api/ministerios/${ministerioId}/membros/${membro.id}`, {
    register_id: membro.register_id,
    user_id: await userIdOf(db, username),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}

/** The titles and bodies of the caller's notifications, newest first. */
export async function notificationsOf(c: Caller): Promise<Array<{ title: string; body: string }>> {
  return (await c.get('/api/notifications?limit=100')).json().data;
}
