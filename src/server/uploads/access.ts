import type { FastifyRequest } from 'fastify';
import { avatarOwnerParish } from '../account/repository';
import { fileOwner as protocolFileOwner } from '../protocols/repository';
import { attachmentOwner } from '../notices/repository';
import { can } from '../../shared/roles';
import { attachmentOwnerParish } from '../registers/attachments';
import { photoOwnerParish } from '../registers/repository';
import { logAttachmentDownload } from '../lgpd/attachment-downloads';

/**
 * Who may fetch a file of each kind under /uploads/<kind>/<file>. A kind missing here is not
 * served at all. Modules that store files add their kind (registers, feed, anexos_registers...).
 * A refusal looks like a missing file (404), so names cannot be probed.
 */
export interface UploadRule {
  /** Browser caching: public files may sit in shared caches; private ones only in the user's. */
  cache: 'public' | 'private';
  allowed(request: FastifyRequest, file: string): Promise<boolean>;
  /** Called once the file is found and about to be sent (the LGPD access log of register attachments). */
  served?(request: FastifyRequest, file: string): Promise<void>;
}

export const UPLOAD_RULES: Record<string, UploadRule> = {
  // Parish logos appear on the login page, before anyone signs in.
  paroquias: { cache: 'public', allowed: async () => true },
  // Avatars: signed-in users of the owner's parish.
  avatars: {
    cache: 'private',
    async allowed(request, file) {
      if (!request.user) return false;
      return (await avatarOwnerParish(request.server.db, file)) === request.user.paroquia_id;
    },
  },
  // Notice attachments: signed-in users of the notice's parish; a scheduled notice's only to those who write notices.
  feed: {
    cache: 'private',
    async allowed(request, file) {
      if (!request.user) return false;
      const notice = await attachmentOwner(request.server.db, file);
      if (notice?.paroquia_id !== request.user.paroquia_id) return false;
      return notice.send_at === null || notice.send_at <= request.server.clock() || can(request.user, 'noticesWrite');
    },
  },
  // Register photos: signed-in users of the register's parish who may see registers, pickers included.
  registers: {
    cache: 'private',
    async allowed(request, file) {
      if (!request.user || !can(request.user, 'registersPicker')) return false;
      return (await photoOwnerParish(request.server.db, file)) === request.user.paroquia_id;
    },
  },
  // Register attachments: signed-in users of the register's parish with full access to registers.
  anexos_registers: {
    cache: 'private',
    async allowed(request, file) {
      if (!request.user || !can(request.user, 'registersFull')) return false;
      return (await attachmentOwnerParish(request.server.db, file)) === request.user.paroquia_id;
    },
    served: logAttachmentDownload,
  },
  // Protocol files: the protocol's owner, and the parish's protocolsAdmin (roles 1 and 111).
  protocols: {
    cache: 'private',
    async allowed(request, file) {
      if (!request.user) return false;
      const owner = await protocolFileOwner(request.server.db, file);
      if (owner?.paroquiaId !== request.user.paroquia_id) return false;
      return owner.userId === request.user.id || can(request.user, 'protocolsAdmin');
    },
  },
};
