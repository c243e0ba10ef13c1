import { SACRAMENT_SLUGS, type SacramentSlug } from '../../../shared/sacraments';
import type { Db } from '../types';
import type { CoreSeed } from './core';
import type { DemoParish } from './demo-accounts';

/**
 * Demo catechesis, drawn from the registers already seeded: per sacrament a few catechists spread over the
 * parish's communities (adults), classes of the last, current and next year with children (1ª Eucaristia)
 * or teenagers (Crisma) enrolled, some baptised, and the current classes' weekly encounters with their
 * attendance. Deterministic; runs after the registers' seed (nothing to draw from otherwise).
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

interface DemoSacrament {
  /** Who is taught, by age in years as of the seed's date: [from, to). */
  ages: [number, number];
  /** How many adults to skip before this sacrament's catechists, so each sacrament has its own. */
  catechistOffset: number;
  catechists: Record<DemoParish, number>;
  classes: Record<DemoParish, DemoClass[]>;
  /** The demo account (demo-accounts.ts) of São José's first catechist, the tutor of its first class: a catechist sees only the classes they teach. */
  account: string;
}

const DEMO: Record<SacramentSlug, DemoSacrament> = {
  crisma: {
    ages: [12, 18],
    catechistOffset: 0,
    catechists: { saoJose: 5, aparecida: 2 },
    classes: {
      saoJose: [
        { name: (y) => `Crisma ${y} - Turma São Pedro`, yearOffset: 0, inicio: '02-07', termino: '11-28', status: 2, students: 9 },
        { name: (y) => `Crisma ${y} - Turma Santa Teresinha`, yearOffset: 0, inicio: '03-01', termino: '12-06', status: 2, students: 7 },
        { name: (y) => `Crisma ${y} - Turma São Paulo Apóstolo`, yearOffset: -1, inicio: '02-10', termino: '11-30', status: 3, students: 8 },
        { name: (y) => `Crisma ${y} - Turma Santa Clara`, yearOffset: -1, inicio: '08-05', termino: '12-14', status: 4, students: 3 },
        { name: (y) => `Crisma ${y} - Turma São João Evangelista`, yearOffset: 1, inicio: '02-06', termino: '11-27', status: 1, students: 0 },
      ],
      aparecida: [{ name: (y) => `Crisma ${y} - Turma Nossa Senhora das Dores`, yearOffset: 0, inicio: '03-08', termino: '11-22', status: 2, students: 4 }],
    },
    account: 'catequista',
  },
  eucaristia: {
    ages: [8, 12],
    catechistOffset: 5,
    catechists: { saoJose: 4, aparecida: 2 },
    classes: {
      saoJose: [
        { name: (y) => `1ª Eucaristia ${y} - Turma São Tarcísio`, yearOffset: 0, inicio: '02-14', termino: '11-29', status: 2, students: 8 },
        { name: (y) => `1ª Eucaristia ${y} - Turma São Domingos Sávio`, yearOffset: 0, inicio: '03-07', termino: '12-05', status: 2, students: 6 },
        {
          name: (y) => `1ª Eucaristia ${y} - Turma Santa Terezinha do Menino Jesus`,
          yearOffset: -1,
          inicio: '02-15',
          termino: '11-23',
          status: 3,
          students: 5,
        },
      ],
      aparecida: [{ name: (y) => `1ª Eucaristia ${y} - Turma São Francisco`, yearOffset: 0, inicio: '03-14', termino: '11-28', status: 2, students: 4 }],
    },
    account: 'catequista-eucaristia',
  },
};

const THEMES = [
  'Deus nos ama',
  'A criação',
  'Jesus, o Filho de Deus',
  'A Igreja, família de Deus',
  'Os sacramentos',
  'A missa',
  'O perdão',
  'Maria, mãe de Jesus',
];
/** Weekly encounters of the current classes up to the seed's date (at most this many). */
const ENCOUNTERS = 8;

async function seedParish(tx: Db, slug: SacramentSlug, key: DemoParish, parish: { id: number; communityIds: number[] }, now: Date): Promise<void> {
  const demo = DEMO[slug];
  const year = now.getUTCFullYear();
  const today = now.toISOString().slice(0, 10);
  const byAge = async (from: number, to: number) =>
    (
      await tx.query<{ id: number }>(
        `SELECT id FROM registers WHERE paroquia_id = $1 AND born_date IS NOT NULL
            AND born_date > ($2::date - make_interval(years => $4)) AND born_date <= ($2::date - make_interval(years => $3)) ORDER BY id`,
        [parish.id, today, from, to],
      )
    ).rows.map((r) => r.id);
  const adults = (await byAge(21, 90)).slice(demo.catechistOffset);
  const students = await byAge(...demo.ages);
  const catechistCount = Math.min(demo.catechists[key], adults.length);
  if (catechistCount < 2) return;

  const catechistIds: number[] = [];
  for (let i = 0; i < catechistCount; i++) {
    const { rows: created } = await tx.query<{ id: number }>(
      'INSERT INTO catechists (paroquia_id, sacramento, register_id, ent_id, status) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      // The last one is inactive, and tutors no class.
      [parish.id, slug, adults[i], parish.communityIds[i % parish.communityIds.length], i === catechistCount - 1 ? 2 : 1],
    );
    catechistIds.push(created[0].id);
  }
  if (key === 'saoJose') {
    await tx.query('UPDATE catechists SET user_id = (SELECT id FROM users WHERE username = $2 AND paroquia_id = $3) WHERE id = $1', [
      catechistIds[0],
      demo.account,
      parish.id,
    ]);
  }

  let next = 0;
  for (const [index, klass] of demo.classes[key].entries()) {
    const y = year + klass.yearOffset;
    const { rows: created } = await tx.query<{ id: number }>(
      `INSERT INTO catechesis_classes (paroquia_id, sacramento, turma, tutor, inicio, termino, status)
       VALUES ($1, $2, $3, $4, $5::date, $6::date, $7) RETURNING id`,
      [parish.id, slug, klass.name(y), catechistIds[index % (catechistIds.length - 1)], `${y}-${klass.inicio}`, `${y}-${klass.termino}`, klass.status],
    );
    const turmaId = created[0].id;
    const enrolled = students.slice(next, next + klass.students);
    next += klass.students;
    if (!enrolled.length) continue;
    await tx.query(
      `INSERT INTO catechesis_students (turma_id, paroquia_id, register_id, batizado)
       SELECT $1::int, $2::int, person, CASE WHEN ord % 3 = 0 THEN 0 ELSE 1 END
         FROM unnest($3::int[]) WITH ORDINALITY AS enrolled (person, ord)`,
      [turmaId, parish.id, enrolled],
    );
    if (klass.yearOffset === 0 && klass.status === 2) await seedAttendance(tx, parish.id, turmaId, today);
  }
}

/**
 * The last weekly encounters before the seed's date, every student marked: most present, every fifth
 * person absent every other week (so some fall under 75%), an occasional justified absence.
 */
async function seedAttendance(tx: Db, paroquiaId: number, turmaId: number, today: string): Promise<void> {
  const { rows: encounters } = await tx.query<{ id: number; n: number }>(
    `INSERT INTO catechesis_encounters (paroquia_id, turma_id, data, tema)
     SELECT $1::int, $2::int, $3::date - (n * 7), ($4::text[])[n + 1] FROM generate_series(0, $5::int - 1) AS n
     RETURNING id, ($3::date - data) / 7 AS n`,
    [paroquiaId, turmaId, today, THEMES, ENCOUNTERS],
  );
  await tx.query(
    `INSERT INTO catechesis_attendance (encontro_id, paroquia_id, register_id, status)
     SELECT e.id, $1::int, s.register_id,
            CASE WHEN s.ord % 5 = 0 AND e.n % 2 = 0 THEN 'ausente' WHEN (s.ord + e.n) % 11 = 0 THEN 'justificado' ELSE 'presente' END
       FROM unnest($3::int[], $4::int[]) AS e (id, n)
       CROSS JOIN (SELECT register_id, row_number() OVER (ORDER BY register_id) AS ord FROM catechesis_students WHERE turma_id = $2) AS s`,
    [paroquiaId, turmaId, encounters.map((e) => e.id), encounters.map((e) => e.n)],
  );
}

export async function seedCatechesis(tx: Db, core: CoreSeed): Promise<void> {
  for (const slug of SACRAMENT_SLUGS) {
    for (const key of Object.keys(core.parishes) as DemoParish[]) await seedParish(tx, slug, key, core.parishes[key], core.now);
  }
}
