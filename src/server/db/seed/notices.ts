import type { Db } from '../types';
import type { CoreSeed } from './core';
import type { DemoParish } from './demo-accounts';
import { posterPng, textPdf } from './notice-files';
import demoNotices from './notices.json';

/**
 * Demo notices (/eventos): a few months of a parish's life (Masses, feasts, catechesis), some with a
 * poster or a PDF, one scheduled a few days ahead (seen only by those who write notices), and each
 * read by part of the parish. Deterministic and relative to the seed's `now`. Already announced:
 * the demo creates no notifications (the scheduled one is announced when its time comes).
 */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** An attachment: a poster of a background colour (red, green, blue), or a PDF of a few lines. */
type Attachment = { poster: number[] } | { pdf: string[] };

interface DemoNotice {
  title: string;
  legend: string;
  /** Its importance (level_importance, 0 to 2). */
  level: number;
  /** Days before the seed's `now`; negative: scheduled that many days ahead. */
  daysAgo: number;
  file?: { name: string } & Attachment;
}

const GOLD: [number, number, number] = [244, 201, 93];

/** Each parish's notices (notices.json), newest first. */
const NOTICES: Record<DemoParish, DemoNotice[]> = demoNotices;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
}

async function storeFile(core: CoreSeed, file: NonNullable<DemoNotice['file']>, title: string) {
  if ('poster' in file) {
    const [red, green, blue] = file.poster;
    return { file: await core.storage.put('feed', posterPng([red, green, blue], GOLD), 'png'), mime: 'image/png' };
  }
  return { file: await core.storage.put('feed', textPdf(title, file.pdf), 'pdf'), mime: 'application/pdf' };
}

async function seedParishNotices(tx: Db, core: CoreSeed, parish: DemoParish, authorId: number, rng: () => number): Promise<void> {
  const { id: paroquiaId } = core.parishes[parish];
  const now = core.now.getTime();
  const readers = await tx.query<{ id: number }>('SELECT id FROM users WHERE paroquia_id = $1 AND status = 0 ORDER BY id', [paroquiaId]);
  for (const notice of NOTICES[parish]) {
    const scheduled = notice.daysAgo < 0;
    const sentAt = new Date(now - notice.daysAgo * DAY - Math.floor(rng() * 10) * HOUR);
    // Scheduled notices were written today; a few others were scheduled once and went out on their time.
    const createdAt = scheduled ? new Date(now - 2 * HOUR) : sentAt;
    const sendAt = scheduled || rng() < 0.2 ? sentAt : null;
    const stored = notice.file ? await storeFile(core, notice.file, notice.title) : null;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO notices (paroquia_id, author_id, title, legend, level_importance, send_at, anexo_file, anexo_name, anexo_mime,
                            notified_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
      [
        paroquiaId,
        authorId,
        notice.title,
        notice.legend,
        notice.level,
        sendAt,
        stored?.file ?? null,
        notice.file?.name ?? null,
        stored?.mime ?? null,
        scheduled ? null : sentAt,
        createdAt,
      ],
    );
    if (scheduled) continue;
    // Newer notices have been read by more people.
    const share = Math.max(0.15, 0.8 - notice.daysAgo / 150);
    const viewers = readers.rows.filter(() => rng() < share).map((r) => r.id);
    await tx.query(
      `INSERT INTO notice_views (notice_id, paroquia_id, user_id, viewed_at)
       SELECT $1, $2, unnest($3::int[]), $4`,
      [rows[0].id, paroquiaId, viewers, new Date(Math.min(now, sentAt.getTime() + 6 * HOUR))],
    );
  }
}

export async function seedNotices(tx: Db, core: CoreSeed): Promise<void> {
  const rng = random(2026);
  await seedParishNotices(tx, core, 'saoJose', core.users.secretaria.id, rng);
  await seedParishNotices(tx, core, 'aparecida', core.users.outra.id, rng);
}
