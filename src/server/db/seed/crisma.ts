import type { Db } from '../types';
import type { CoreSeed } from './core';
import type { DemoParish } from './demo-accounts';

/**
 * Demo Crisma data, drawn from the registers already seeded: a few catechists per parish spread
 * over its communities (adults), and classes of the last, current and next year with teenagers
 * enrolled, some baptised. Deterministic; runs after the registers' seed (nothing to draw from otherwise).
 */

interface DemoClass {
  name: (year: number) => string;
  /** Year offset from the seed's year, start and end as 'MM-DD'. */
  yearOffset: number;
  inicio: string;
  termino: string;
  status: 1 | 2 | 3 | 4;
  students: number;
}

const CLASSES: Record<DemoParish, DemoClass[]> = {
  saoJose: [
    { name: (y) => `Crisma ${y} - Turma São Pedro`, yearOffset: 0, inicio: '02-07', termino: '11-28', status: 2, students: 9 },
    { name: (y) => `Crisma ${y} - Turma Santa Teresinha`, yearOffset: 0, inicio: '03-01', termino: '12-06', status: 2, students: 7 },
    { name: (y) => `Crisma ${y} - Turma São Paulo Apóstolo`, yearOffset: -1, inicio: '02-10', termino: '11-30', status: 3, students: 8 },
    { name: (y) => `Crisma ${y} - Turma Santa Clara`, yearOffset: -1, inicio: '08-05', termino: '12-14', status: 4, students: 3 },
    { name: (y) => `Crisma ${y} - Turma São João Evangelista`, yearOffset: 1, inicio: '02-06', termino: '11-27', status: 1, students: 0 },
  ],
  aparecida: [{ name: (y) => `Crisma ${y} - Turma Nossa Senhora das Dores`, yearOffset: 0, inicio: '03-08', termino: '11-22', status: 2, students: 4 }],
};

const CATECHISTS_PER_PARISH: Record<DemoParish, number> = { saoJose: 5, aparecida: 2 };

async function seedParish(tx: Db, key: DemoParish, parish: { id: number; communityIds: number[] }, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  // Teenagers are confirmed; adults teach. Age as of the seed's date, from the registers' birth dates.
  const byAge = async (condition: string) =>
    (
      await tx.query<{ id: number }>(
        `SELECT id FROM registers WHERE paroquia_id = $1 AND born_date IS NOT NULL AND ${/* sql-fragment: fixed */ condition} ORDER BY id`,
        [parish.id, now.toISOString().slice(0, 10)],
      )
    ).rows.map((r) => r.id);
  const adults = await byAge("born_date <= ($2::date - interval '21 years')");
  const students = await byAge("born_date > ($2::date - interval '18 years') AND born_date <= ($2::date - interval '12 years')");
  const catechistCount = Math.min(CATECHISTS_PER_PARISH[key], adults.length);
  if (catechistCount < 2) return;

  const catechistIds: number[] = [];
  for (let i = 0; i < catechistCount; i++) {
    const { rows: created } = await tx.query<{ id: number }>(
      'INSERT INTO crisma_catechists (paroquia_id, register_id, ent_id, status) VALUES ($1, $2, $3, $4) RETURNING id',
      // The last one is inactive, and tutors no class.
      [parish.id, adults[i], parish.communityIds[i % parish.communityIds.length], i === catechistCount - 1 ? 2 : 1],
    );
    catechistIds.push(created[0].id);
  }

  let next = 0;
  for (const [index, demo] of CLASSES[key].entries()) {
    const y = year + demo.yearOffset;
    const { rows: created } = await tx.query<{ id: number }>(
      `INSERT INTO crisma_classes (paroquia_id, turma, tutor, inicio, termino, status)
       VALUES ($1, $2, $3, $4::date, $5::date, $6) RETURNING id`,
      [parish.id, demo.name(y), catechistIds[index % (catechistIds.length - 1)], `${y}-${demo.inicio}`, `${y}-${demo.termino}`, demo.status],
    );
    const enrolled = students.slice(next, next + demo.students);
    next += demo.students;
    if (!enrolled.length) continue;
    await tx.query(
      `INSERT INTO crismandos (turma_id, paroquia_id, register_id, batizado)
       SELECT $1::int, $2::int, person, CASE WHEN ord % 3 = 0 THEN 0 ELSE 1 END
         FROM unnest($3::int[]) WITH ORDINALITY AS enrolled (person, ord)`,
      [created[0].id, parish.id, enrolled],
    );
  }
}

export async function seedCrisma(tx: Db, core: CoreSeed): Promise<void> {
  for (const key of Object.keys(core.parishes) as DemoParish[]) await seedParish(tx, key, core.parishes[key], core.now);
}
