import { BoolLike, Id, z } from './zod';

export const IMPORTANCE = { 0: 'Normal', 1: 'Médio', 2: 'Alto' } as const;

/** The notices' texts, shared by the server's answers and the screens (spec sections 5, 8 and 9, copied exactly). */
export const NOTICES_MSG = {
  titleRequired: 'Informe o título',
  titleTooLong: 'O título deve ter no máximo 200 caracteres.',
  legendTooLong: 'A legenda deve ter no máximo 5000 caracteres.',
  importanceInvalid: 'Selecione uma importância válida (Normal, Médio ou Alto).',
  sendAtInvalid: 'Informe uma data de envio válida.',
  methodInvalid: 'Use _method=PUT para atualizar um aviso.',
  textInvalid: 'O texto contém caracteres inválidos.',
  attachmentType: 'Tipo de arquivo inválido. Permitidos: imagens e PDF.',
  attachmentSize: 'Arquivo muito grande. Máximo 5MB.',
  listFailed: 'Falha ao listar avisos',
  createFailed: 'Falha ao criar aviso',
  loadFailed: 'Falha ao carregar aviso',
  saveFailed: 'Falha ao salvar alterações',
  deleteFailed: 'Falha ao excluir aviso',
  created: 'Aviso criado com sucesso!',
  deleted: 'Aviso excluído com sucesso!',
  updated: 'Aviso atualizado com sucesso!',
  createError: 'Erro ao criar aviso.',
  deleteError: 'Erro ao excluir aviso.',
  saveError: 'Erro ao salvar alterações.',
  noAttachment: 'Sem anexo',
  notificationTitle: 'Novo aviso',
} as const;

/** Page size, search debounce, attachment limit, toast time and name cut (spec sections 2 and 9). */
export const NOTICE_PAGE_SIZE = 10;
export const NOTICE_PAGE_MAX = 50;
export const NOTICE_SEARCH_DEBOUNCE_MS = 300;
export const NOTICE_TOAST_MS = 3000;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_NAME_MAX = 28;
export const TITLE_MAX = 200;
export const LEGEND_MAX = 5000;
export const PUBLIC_PAGE_MAX = 20;

/** Accepted attachment types (decided by content on the server) and the extension each is stored with. */
export const ATTACHMENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
} as const;
export type AttachmentMime = keyof typeof ATTACHMENT_TYPES;
export const ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'pdf'] as const;

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
export const NoticeParams = z.object({ id: Id });

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
  z.coerce.number({ error: NOTICES_MSG.importanceInvalid }).int(NOTICES_MSG.importanceInvalid).min(0, NOTICES_MSG.importanceInvalid).max(2, NOTICES_MSG.importanceInvalid),
);
/** An ISO instant with its offset (the client sends toISOString()); '' means "send now". */
const SendAt = z.preprocess((v) => (blank(v) === undefined && v !== undefined ? null : v), z.iso.datetime({ offset: true, error: NOTICES_MSG.sendAtInvalid }).nullable());

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

/** A published notice as the public feed shows it to any website: nothing about the parish or its people. */
export const PublicNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  legend: z.string().nullable(),
  level_importance: z.number().int().min(0).max(2),
  published_at: z.string(),
  /** Path of the image attachment on the portal (only images are public), or null. */
  image_url: z.string().nullable(),
});
export type PublicNotice = z.infer<typeof PublicNotice>;

export const PublicFeed = z.object({
  data: z.object({
    items: z.array(PublicNotice),
    total: z.number().int(),
    page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type PublicFeed = z.infer<typeof PublicFeed>['data'];

export const PublicFeedParams = z.object({ id: Id });
export const PublicImageParams = z.object({ id: Id, noticeId: Id });
export const PublicFeedQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PUBLIC_PAGE_MAX).default(NOTICE_PAGE_SIZE),
});
