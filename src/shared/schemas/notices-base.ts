import * as z from 'zod/mini';

/**
 * The notices' texts, limits and the public feed's schemas, apart from ./notices.ts: the read-only feed a
 * parish website embeds alone needs only these, and full zod (the forms' schemas) would be most of its
 * download. zod/mini, for the same reason. ./notices.ts re-exports everything here.
 */

export const IMPORTANCE = { 0: 'Normal', 1: 'Médio', 2: 'Alto' } as const;

/** The notices' texts, shared by the server's answers and the screens (the spec's own words). */
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

/** Page size, search debounce, attachment limit, toast time and name cut. */
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

/** A published notice as the public feed shows it to any website: nothing about the parish or its people. */
export const PublicNotice = z.object({
  id: z.int(),
  title: z.string(),
  legend: z.nullable(z.string()),
  level_importance: z.int().check(z.minimum(0), z.maximum(2)),
  published_at: z.string(),
  /** Path of the image attachment on the portal (only images are public), or null. */
  image_url: z.nullable(z.string()),
});
export type PublicNotice = z.infer<typeof PublicNotice>;

export const PublicFeed = z.object({
  data: z.object({
    items: z.array(PublicNotice),
    total: z.int(),
    page: z.int(),
    last_page: z.int(),
  }),
});
export type PublicFeed = z.infer<typeof PublicFeed>['data'];
