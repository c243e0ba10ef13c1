import { FILE_MAX_BYTES, REGISTER_MSG } from '../../shared/schemas/registers';

/**
 * What the attachment areas take: images, PDF, DOC/DOCX, XLS/XLSX, by type or by
 * extension; anything else is left out without a word. The server checks the content again.
 */
const TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);
const EXTENSIONS = /\.(pdf|docx?|xlsx?|jpe?g|png|gif|webp)$/i;

export const ATTACHMENT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,image/*';

export function isAttachmentFile(file: { name: string; type: string }): boolean {
  // SVG is an image type that can carry script: the server refuses it, so it is not offered.
  if (file.type === 'image/svg+xml') return false;
  return file.type.startsWith('image/') || TYPES.has(file.type) || EXTENSIONS.test(file.name);
}

/** The accepted files, without those already chosen (same name and size). */
export function acceptedFiles<T extends { name: string; type: string; size: number }>(chosen: T[], incoming: Iterable<T>): T[] {
  const fresh = [...incoming].filter(isAttachmentFile);
  return fresh.filter(
    (f, i) => !chosen.some((c) => c.name === f.name && c.size === f.size) && fresh.findIndex((g) => g.name === f.name && g.size === f.size) === i,
  );
}

/** Why a photo cannot be used, or null. */
export function photoProblem(file: { name: string; type: string; size: number }): string | null {
  const image = file.type ? file.type.startsWith('image/') && file.type !== 'image/svg+xml' : /\.(jpe?g|png|gif|webp)$/i.test(file.name);
  if (!image) return REGISTER_MSG.photoNotImage;
  if (file.size > FILE_MAX_BYTES) return REGISTER_MSG.photoTooLarge;
  return null;
}

/** A short name for a stored type: 'PDF', 'DOCX', 'Imagem'... */
export function typeLabel(mime: string): string {
  if (mime.startsWith('image/')) return 'Imagem';
  const labels: Record<string, string> = {
    'application/pdf': 'PDF',
    'application/msword': 'DOC',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
    'application/vnd.ms-excel': 'XLS',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  };
  return labels[mime] ?? mime;
}
