import { Id, ListMeta, PageQuery, z } from './zod';

export const PROTOCOL_STATUS = { 0: 'Pendente', 1: 'Aprovado', 2: 'Rejeitado', 3: 'Cancelado' } as const;
export const PROTOCOL_STAGES = ['Envio', 'Avaliação administrativa', 'Finalizado'] as const;
/** What an administrator may move a pending protocol to: approved, rejected, cancelled. */
export const FINAL_STATUSES = [1, 2, 3] as const;

/** The owner may delete a protocol only this long after creating it (spec section 9). */
export const PROTOCOL_DELETE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const PROTOCOL_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const PROTOCOL_FILES_PER_UPLOAD = 10;
export const PROTOCOL_DESCRIPTION_MAX = 5000;
/** What the file picker offers; the server decides by content, never by the name alone. */
export const PROTOCOL_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.gif,.webp,.doc,.docx,.xls,.xlsx,.txt,.csv';

/** Texts of the protocols module shown by both sides (the spec's own strings are copied exactly). */
export const PROTOCOL_MSG = {
  descriptionRequired: 'Informe a descrição do protocolo',
  descriptionTooLong: `A descrição deve ter no máximo ${PROTOCOL_DESCRIPTION_MAX} caracteres.`,
  loadFailed: 'Falha ao carregar protocolos',
  createFailed: 'Falha ao criar protocolo',
  attachFailed: (status: number) => `Falha ao anexar arquivos (HTTP ${status})`,
  uploadResponseFailed: 'Falha ao processar resposta do upload',
  uploadNetworkError: 'Erro de rede durante upload',
  deleteFailed: 'Falha ao excluir protocolo',
  statusFailed: 'Falha ao atualizar o status do protocolo',
  created: 'Protocolo enviado com sucesso.',
  deleted: 'Protocolo excluído.',
  deleteWindowOver: 'O prazo de 24 horas para excluir este protocolo terminou.',
  filesMissing: 'Selecione ao menos um arquivo.',
  tooManyFiles: `Envie no máximo ${PROTOCOL_FILES_PER_UPLOAD} arquivos por vez.`,
  fileTooLarge: (name: string) => `O arquivo "${name}" passa de 10 MB.`,
  fileEmpty: (name: string) => `O arquivo "${name}" está vazio.`,
  fileVideo: (name: string) => `O arquivo "${name}" é um vídeo: vídeos não são aceitos.`,
  fileType: (name: string) => `O arquivo "${name}" não é aceito. Envie PDF, imagens, DOC/DOCX, XLS/XLSX, TXT ou CSV.`,
  statusInvalid: 'Escolha o status 1 (aprovado), 2 (rejeitado) ou 3 (cancelado).',
  alreadyFinal: 'Este protocolo já foi finalizado.',
  statusChanged: 'Status do protocolo atualizado.',
} as const;

export const ProtocolParams = z.object({ id: Id });

export const ProtocolFile = z.object({
  id: z.number().int(),
  /** Where the file is served (/uploads/protocols/<random name>): the owner and the parish's 1/111 only. */
  file_name: z.string(),
  /** The name as sent, cleaned for display. */
  original_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
});
export type ProtocolFile = z.infer<typeof ProtocolFile>;

export const Protocol = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  status: z.number().int().min(0).max(3),
  created_at: z.string(),
  files: z.array(ProtocolFile),
  /** Until when the owner may delete it (created_at + 24 h); the server enforces it. */
  deletable_until: z.string(),
  status_changed_at: z.string().nullable(),
  owner_name: z.string(),
});
export type Protocol = z.infer<typeof Protocol>;

/** POST /api/protocols. */
export const CreateProtocol = z.object({
  description: z
    .string({ error: PROTOCOL_MSG.descriptionRequired })
    .trim()
    .min(1, PROTOCOL_MSG.descriptionRequired)
    .max(PROTOCOL_DESCRIPTION_MAX, PROTOCOL_MSG.descriptionTooLong),
});
export type CreateProtocol = z.infer<typeof CreateProtocol>;

/** POST /api/protocols/{id}/status (protocolsAdmin): a pending protocol becomes approved, rejected or cancelled. */
export const ProtocolStatusChange = z.object({
  status: z.coerce
    .number({ error: PROTOCOL_MSG.statusInvalid })
    .int(PROTOCOL_MSG.statusInvalid)
    .refine((s): s is 1 | 2 | 3 => (FINAL_STATUSES as readonly number[]).includes(s), PROTOCOL_MSG.statusInvalid),
});

/** GET /api/protocols (protocolsAdmin): the parish's protocols, optionally of one status. */
export const ParishProtocolsQuery = PageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(3).optional()),
  limit: z.coerce.number().int().min(1).max(100).default(12),
});
export type ParishProtocolsQuery = z.infer<typeof ParishProtocolsQuery>;

export const ProtocolItems = z.object({ items: z.array(Protocol) });
export const ProtocolPage = z.object({ items: z.array(Protocol), meta: ListMeta });
export type ProtocolPage = z.infer<typeof ProtocolPage>;
export const ProtocolResponse = z.object({ item: Protocol, message: z.string().optional() });
export const ProtocolFilesResponse = z.object({ files: z.array(ProtocolFile) });
export const MessageResponse = z.object({ message: z.string() });

/** Which of the three stages are done: Envio always; the evaluation and the end once an administrator decided. */
export function stagesDone(status: number): [boolean, boolean, boolean] {
  const decided = status !== 0;
  return [true, decided, decided];
}
