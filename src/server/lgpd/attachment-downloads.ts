import type { FastifyRequest } from 'fastify';
import { actorOf, logAccess } from './access-log';

/**
 * Logs a download of a register attachment served under /uploads/anexos_registers/{file}
 * (uploads/access.ts calls it once the file is about to be sent). HEAD requests send no content
 * and are not logged.
 */
export async function logAttachmentDownload(request: FastifyRequest, file: string): Promise<void> {
  if (request.method !== 'GET' || !request.user) return;
  const actor = actorOf(request);
  const { rows } = await request.server.db.query<{ id: number; register_id: number }>(
    'SELECT id, register_id FROM register_attachments WHERE filename = $1 AND paroquia_id = $2',
    [file, actor.paroquiaId],
  );
  if (rows[0]) await logAccess(request.server.db, actor, rows[0].register_id, 'attachment_download', { attachment_id: rows[0].id });
}
