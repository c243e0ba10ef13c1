import { BoolLike, z } from './zod';
import { LEGEND_MAX, NOTICE_PAGE_MAX, NOTICE_PAGE_SIZE, NOTICES_MSG, PUBLIC_PAGE_MAX, TITLE_MAX } from './notices-base';

export * from './notices-base';

export const Notice = z.object({
  id: z.number().int(),
  title: z.string(),
  legend: z.string().nullable(),
  level_importance: z.number().int().min(0).max(2),
  send_at: z.string().nullable(),
  views: z.number().int(),
  anexo: z.string().nullable(),
  anexo_url: z.string().nullable(),
  /** When it was written; 'Enviado em' shows send_at, or this when it was sent at once. */
  created_at: z.string(),
});
export type Notice = z.infer<typeof Notice>;

/** '' (an empty form field or query value) counts as absent. */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /api/feed-posts?page&per_page&q&level&has_attachment */
export const NoticeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(NOTICE_PAGE_MAX).default(NOTICE_PAGE_SIZE),
  q: z.preprocess(blank, z.string().trim().normalize().max(200).optional()),
  level: z.preprocess(blank, z.coerce.number().int().min(0).max(2).optional()),
  has_attachment: z.preprocess(
    blank,
    z
      .enum(['0', '1'])
      .transform((v) => v === '1')
      .optional(),
  ),
});
export type NoticeListQuery = z.input<typeof NoticeListQuery>;

export const NoticeList = z.object({
  data: z.object({
    items: z.array(Notice),
    total: z.number().int(),
    last_page: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
});
export type NoticeList = z.infer<typeof NoticeList>['data'];

export const NoticeResponse = z.object({ data: Notice, message: z.string().optional() });
export const NoticeViews = z.object({ data: z.object({ views: z.number().int() }) });

/** PostgreSQL text cannot hold NUL: refused here rather than failing in the database. */
const NO_NUL = /^[^\0]*$/;
const Title = z
  .string({ error: NOTICES_MSG.titleRequired })
  .trim()
  .normalize()
  .min(1, NOTICES_MSG.titleRequired)
  .max(TITLE_MAX, NOTICES_MSG.titleTooLong)
  .regex(NO_NUL, NOTICES_MSG.textInvalid);
const Legend = z
  .string()
  .trim()
  .normalize()
  .max(LEGEND_MAX, NOTICES_MSG.legendTooLong)
  .regex(NO_NUL, NOTICES_MSG.textInvalid)
  .optional()
  .transform((v) => v || null);
const Importance = z.preprocess(
  blank,
  z.coerce
    .number({ error: NOTICES_MSG.importanceInvalid })
    .int(NOTICES_MSG.importanceInvalid)
    .min(0, NOTICES_MSG.importanceInvalid)
    .max(2, NOTICES_MSG.importanceInvalid),
);
/** An ISO instant with its offset (the client sends toISOString()); '' means "send now". */
const SendAt = z.preprocess(
  (v) => (blank(v) === undefined && v !== undefined ? null : v),
  z.iso.datetime({ offset: true, error: NOTICES_MSG.sendAtInvalid }).nullable(),
);

/** POST /api/feed-posts: the text fields of the multipart body (the file is `anexo`). */
export const CreateNotice = z.object({
  title: Title,
  legend: Legend,
  level_importance: Importance.default(0),
  send_at: SendAt.optional().transform((v) => v ?? null),
});
export type CreateNotice = z.infer<typeof CreateNotice>;

/**
 * POST /api/feed-posts/{id} with _method=PUT: the same fields, plus remove_anexo. An absent send_at keeps
 * the stored one; '' means "not scheduled" (a notice still waiting is then sent now).
 */
export const UpdateNotice = z.object({
  _method: z
    .string({ error: NOTICES_MSG.methodInvalid })
    .transform((v) => v.toUpperCase())
    .pipe(z.literal('PUT', { error: NOTICES_MSG.methodInvalid })),
  title: Title,
  legend: Legend,
  level_importance: Importance.default(0),
  send_at: SendAt.optional(),
  remove_anexo: BoolLike.default(false),
});
export type UpdateNotice = z.infer<typeof UpdateNotice>;

export const PublicFeedQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PUBLIC_PAGE_MAX).default(NOTICE_PAGE_SIZE),
});
