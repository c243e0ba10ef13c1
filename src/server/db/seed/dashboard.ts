import type { Db } from '../types';
import type { CoreSeed } from './core';
import type { DemoParish } from './demo-accounts';
import { COMMON_SURNAMES } from './names';
import { between, pick, random, type Rng } from './random';
import { searchFold } from '../../../shared/search-fold';

/**
 * Demo data behind the dashboard: each parish's acolytes (role 8) spread over its communities,
 * with their sign-ins and presence, and a year of fund-raising campaigns with their offerings.
 * Deterministic, and relative to the seed's `now`, so the charts always cover the last months.
 */

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
/** Brasília time has no daylight saving since 2019: local hour h is UTC h + 3. */
const UTC_OFFSET_HOURS = 3;

const FIRST_NAMES = [
  'Gabriel',
  'Miguel',
  'Arthur',
  'Davi',
  'Heitor',
  'Bernardo',
  'Samuel',
  'Pedro',
  'Lorenzo',
  'Benício',
  'Matheus',
  'Rafael',
  'Enzo',
  'Nicolas',
  'Guilherme',
  'Gustavo',
  'Felipe',
  'João Pedro',
  'Vitor',
  'Caio',
  'Laura',
  'Alice',
  'Helena',
  'Valentina',
  'Sophia',
  'Manuela',
  'Isabela',
  'Luíza',
  'Beatriz',
  'Mariana',
  'Letícia',
  'Camila',
  'Clara',
  'Lívia',
  'Yasmin',
  'Rebeca',
];
const LAST_NAMES = [...COMMON_SURNAMES, 'Monteiro'];

/** How many acolytes each community of a parish has, in the order the core seed created them. */
export const ACOLYTES_PER_COMMUNITY: Record<DemoParish, number[]> = {
  saoJose: [7, 5, 5, 4, 3],
  aparecida: [2, 2, 1],
};

const ascii = (text: string) => searchFold(text).replace(/[^a-z]+/g, '');

/** A date-only string in São Paulo time. */
function localDate(at: Date): string {
  return new Date(at.getTime() - UTC_OFFSET_HOURS * 3600_000).toISOString().slice(0, 10);
}

/** The instant of `day` ('YYYY-MM-DD') at a local hour and minute. */
function atLocal(day: string, hour: number, minute = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + ((hour + UTC_OFFSET_HOURS) * 60 + minute) * MINUTE);
}

/** The most recent `month`/`day` on or before `now` (a feast's latest edition). */
function lastEdition(now: Date, month: number, day: number): number {
  const year = Number(localDate(now).slice(0, 4));
  const thisYear = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return thisYear <= localDate(now) ? year : year - 1;
}

interface Logins {
  userIds: number[];
  parishIds: number[];
  times: Date[];
}

async function seedAcolytes(tx: Db, core: CoreSeed, parish: DemoParish, passwordHash: string, rng: Rng, logins: Logins): Promise<void> {
  const { id: paroquiaId, communityIds } = core.parishes[parish];
  const now = core.now.getTime();
  const taken = new Set<string>();
  for (const [index, perCommunity] of ACOLYTES_PER_COMMUNITY[parish].entries()) {
    for (let n = 0; n < perCommunity; n++) {
      const first = pick(rng, FIRST_NAMES);
      const last1 = pick(rng, LAST_NAMES);
      let last2 = pick(rng, LAST_NAMES);
      while (last2 === last1) last2 = pick(rng, LAST_NAMES);
      let username = `acolito.${ascii(first)}.${ascii(last2)}`;
      for (let k = 2; taken.has(username); k++) username = `acolito.${ascii(first)}.${ascii(last2)}${k}`;
      taken.add(username);

      // Joined over the last 14 months: the registrations chart shows the group growing.
      const createdAt = new Date(now - between(rng, 3, 420) * DAY - between(rng, 0, 600) * MINUTE);
      const roles = rng() < 0.25 ? [8, 14] : [8];
      const times: Date[] = [];
      // About two sign-ins a month, busier around Lent and the patron's feast.
      for (let t = createdAt.getTime() + DAY; t < now - DAY; t += DAY) {
        if (rng() < 0.07) times.push(atLocal(localDate(new Date(t)), between(rng, 7, 21), between(rng, 0, 59)));
      }
      // A third were around today, most others this month; a few never came back.
      const recent = rng();
      if (recent < 0.35) times.push(new Date(now - between(rng, 5, 6 * 60) * MINUTE));
      else if (recent < 0.8) times.push(new Date(now - between(rng, 1, 20) * DAY - between(rng, 0, 600) * MINUTE));
      const lastLogin = times.length ? Math.max(...times.map((d) => d.getTime())) : null;
      const lastSeen = lastLogin === null ? null : new Date(Math.min(now - MINUTE, lastLogin + between(rng, 2, 70) * MINUTE));

      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO users (paroquia_id, community_id, username, name, password_hash, accepted_photo, timezone, roles, last_seen_at, created_at)
         VALUES ($1, $2, $3, $4, $5, 1, 'America/Sao_Paulo', $6, $7, $8) RETURNING id`,
        [paroquiaId, communityIds[index], username, `${first} ${last1} ${last2}`, passwordHash, roles, lastSeen, createdAt],
      );
      for (const at of times) {
        logins.userIds.push(rows[0].id);
        logins.parishIds.push(paroquiaId);
        logins.times.push(at);
      }
    }
  }
}

interface CampaignPlan {
  name: string;
  goalCents: number | null;
  startsOn: string;
  endsOn: string | null;
  donations: number;
  /** Donations fall between these local dates (clipped to the seed's now). */
  from: string;
  to: string;
  /** Amounts in reais to choose from. */
  amounts: readonly number[];
  anonymousShare: number;
  sponsors?: boolean;
}

function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function plans(parish: DemoParish, now: Date): CampaignPlan[] {
  const today = localDate(now);
  const year = Number(today.slice(0, 4));
  const daysAgo = (n: number) => localDate(new Date(now.getTime() - n * DAY));
  const daysAhead = (n: number) => localDate(new Date(now.getTime() + n * DAY));
  const tithe = (y: number, donations: number): CampaignPlan => ({
    name: `Campanha do Dízimo ${y}`,
    goalCents: parish === 'saoJose' ? 3_600_000 : 600_000,
    startsOn: isoDay(y, 1, 1),
    endsOn: isoDay(y, 12, 31),
    donations,
    from: isoDay(y, 1, 1),
    to: isoDay(y, 12, 31),
    amounts: [30, 50, 50, 80, 100, 100, 120, 150, 200, 250, 300, 500],
    anonymousShare: 0.05,
  });
  if (parish === 'aparecida') {
    const feast = lastEdition(now, 10, 12);
    return [
      tithe(year, 25),
      {
        name: `Festa de Nossa Senhora Aparecida ${feast}`,
        goalCents: 2_500_000,
        startsOn: isoDay(feast, 9, 1),
        endsOn: isoDay(feast, 10, 12),
        donations: 20,
        from: isoDay(feast, 9, 1),
        to: isoDay(feast, 10, 12),
        amounts: [50, 100, 200, 300, 500],
        anonymousShare: 0.2,
      },
    ];
  }
  const patron = lastEdition(now, 3, 19);
  const lent = lastEdition(now, 4, 5);
  const christmas = lastEdition(now, 12, 24);
  return [
    tithe(year, 170),
    tithe(year - 1, 60),
    {
      name: `Festa do Padroeiro São José ${patron}`,
      goalCents: 6_000_000,
      startsOn: isoDay(patron, 2, 1),
      endsOn: isoDay(patron, 3, 31),
      donations: 70,
      from: isoDay(patron, 2, 1),
      to: isoDay(patron, 3, 22),
      amounts: [50, 100, 100, 150, 200, 300, 500, 800, 1_000, 1_500],
      anonymousShare: 0.1,
      sponsors: true,
    },
    {
      name: `Campanha da Fraternidade ${lent}`,
      goalCents: 800_000,
      startsOn: isoDay(lent, 2, 18),
      endsOn: isoDay(lent, 4, 5),
      donations: 55,
      from: isoDay(lent, 2, 18),
      to: isoDay(lent, 4, 5),
      amounts: [5, 10, 10, 20, 20, 30, 50, 100],
      anonymousShare: 0.6,
    },
    {
      name: 'Reforma da Capela Santa Luzia',
      goalCents: 8_000_000,
      startsOn: daysAgo(240),
      endsOn: daysAhead(120),
      donations: 85,
      from: daysAgo(240),
      to: today,
      amounts: [50, 100, 100, 200, 250, 300, 500, 500, 800, 1_000, 2_000],
      anonymousShare: 0.1,
      sponsors: true,
    },
    {
      name: `Natal Solidário ${christmas}`,
      goalCents: 1_200_000,
      startsOn: isoDay(christmas, 12, 1),
      endsOn: isoDay(christmas, 12, 24),
      donations: 40,
      from: isoDay(christmas, 12, 1),
      to: isoDay(christmas, 12, 24),
      amounts: [20, 30, 50, 50, 100, 150, 200, 300],
      anonymousShare: 0.25,
    },
  ];
}

async function seedCampaigns(tx: Db, core: CoreSeed, parish: DemoParish, rng: Rng): Promise<void> {
  const paroquiaId = core.parishes[parish].id;
  const campaignIds: number[] = [];
  const amounts: number[] = [];
  const days: string[] = [];
  for (const plan of plans(parish, core.now)) {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO campaigns (paroquia_id, name, goal_cents, starts_on, ends_on, public) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [paroquiaId, plan.name, plan.goalCents, plan.startsOn, plan.endsOn, plan.endsOn === null || plan.endsOn >= localDate(core.now)],
    );
    const from = atLocal(plan.from, 0).getTime();
    const to = Math.min(atLocal(plan.to, 23, 59).getTime(), core.now.getTime() - 30 * MINUTE);
    if (to <= from) continue;
    for (let n = 0; n < plan.donations; n++) {
      const at = atLocal(localDate(new Date(from + rng() * (to - from))), between(rng, 8, 20), between(rng, 0, 59));
      if (at.getTime() > core.now.getTime()) continue;
      const sponsor = plan.sponsors && rng() < 0.12;
      campaignIds.push(rows[0].id);
      amounts.push(pick(rng, plan.amounts) * 100 * (sponsor ? 3 : 1));
      days.push(localDate(at));
    }
  }
  // Offerings at the campaigns' collections, anonymous; the tithe seed adds tithers' own donations and numbers every receipt.
  await tx.query(
    `INSERT INTO contributions (paroquia_id, amount_cents, received_on, competence, method, campaign_id, receipt_year, receipt_number)
     SELECT $1::int, a, d, date_trunc('month', d), 'dinheiro', c, extract(year FROM d)::int, -n
       FROM unnest($2::int[], $3::int[], $4::date[]) WITH ORDINALITY AS x (c, a, d, n)`,
    [paroquiaId, campaignIds, amounts, days],
  );
}

export async function seedDashboard(tx: Db, core: CoreSeed): Promise<void> {
  // The core seed hashed the demo password already; argon2 is slow on purpose, so reuse that hash.
  const { rows } = await tx.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [core.users.admin.id]);
  const passwordHash = rows[0].password_hash;
  const rng = random(1870);
  const logins: Logins = { userIds: [], parishIds: [], times: [] };
  for (const parish of ['saoJose', 'aparecida'] as const) {
    await seedAcolytes(tx, core, parish, passwordHash, rng, logins);
    await seedCampaigns(tx, core, parish, rng);
  }
  await tx.query('INSERT INTO user_logins (user_id, paroquia_id, at) SELECT * FROM unnest($1::int[], $2::int[], $3::timestamptz[])', [
    logins.userIds,
    logins.parishIds,
    logins.times,
  ]);
  // The demo accounts joined long ago, except the two that show a first access (new users this month).
  await tx.query(
    `UPDATE users SET created_at = $1::timestamptz - make_interval(days => 400 + id * 37)
      WHERE id = ANY ($2::int[]) AND username NOT IN ('semfoto', 'novato')`,
    [core.now, Object.values(core.users).map((u) => u.id)],
  );
  // Demo accounts in use were last seen shortly after their latest sign-in (the last-online panel).
  await tx.query(
    `UPDATE users u SET last_seen_at = LEAST(l.last_at + interval '25 minutes', $1::timestamptz)
       FROM (SELECT user_id, max(at) AS last_at FROM user_logins GROUP BY user_id) l
      WHERE u.id = l.user_id AND u.last_seen_at IS NULL AND u.status <> 1 AND u.accepted_photo = 1 AND NOT u.require_password_change`,
    [new Date(core.now.getTime() - MINUTE)],
  );
}
