import { extensionOf } from '../storage/names';

const TYPES: Record<string, { type: string; inline: boolean }> = {
  jpg: { type: 'image/jpeg', inline: true },
  jpeg: { type: 'image/jpeg', inline: true },
  png: { type: 'image/png', inline: true },
  webp: { type: 'image/webp', inline: true },
  gif: { type: 'image/gif', inline: true },
  svg: { type: 'image/svg+xml', inline: true },
  pdf: { type: 'application/pdf', inline: false },
  txt: { type: 'text/plain; charset=utf-8', inline: false },
  csv: { type: 'text/csv; charset=utf-8', inline: false },
  doc: { type: 'application/msword', inline: false },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', inline: false },
  xls: { type: 'application/vnd.ms-excel', inline: false },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', inline: false },
};

/** How a stored file is answered: images inline, everything else as a download. */
export function contentTypeOf(name: string): { type: string; inline: boolean } {
  return TYPES[extensionOf(name)] ?? { type: 'application/octet-stream', inline: false };
}
