import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MSG } from '../../shared/schemas/imports';
import { invalidField } from '../http-error';
import { uploadDisplayName } from '../uploads/display-name';
import { endAtLimit } from '../uploads/limits';

const refuse = (text: string) => invalidField('arquivo', text, text);

/** The multipart upload: the `tipo` field and the `arquivo` file, read into memory up to IMPORT_MAX_BYTES (a larger one is refused at once). */
export async function receiveUpload(request: FastifyRequest): Promise<{ tipo: unknown; file: { name: string; bytes: Buffer } | null }> {
  if (!request.isMultipart()) return { tipo: (request.body as { tipo?: unknown } | undefined)?.tipo, file: null };
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    // throwFileSizeLimit: false cuts the file and flags it, so the refusal is this module's own message.
    const parts = request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 }, throwFileSizeLimit: false } as Parameters<typeof request.parts>[0]);
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== 'arquivo' || !part.filename) part.file.resume();
      else {
        endAtLimit(part.file);
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.file.truncated) throw refuse(IMPORT_MSG.tooLarge);
        file = { name: uploadDisplayName(part.filename, null), bytes: Buffer.concat(chunks) };
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw refuse(IMPORT_MSG.oneFile);
    throw error;
  }
  return { tipo: fields.tipo, file };
}
