import type { FastifyRequest } from 'fastify';
import { avatarOwnerParish } from '../account/repository';
import { checkUserState, type RouteKey } from '../plugins/access-rules';
import type { CurrentUser } from '../session/repository';
import { fileOwner as protocolFileOwner } from '../protocols/repository';
import { attachmentOwner } from '../notices/repository';
import { can } from '../../shared/roles';
import { SACRAMENT_SLUGS, SACRAMENTS } from '../../shared/sacraments';
import { isTaughtStudentPhoto } from '../catechesis/students-repository';
import { attachmentOwnerParish } from '../registers/attachments';
import { photoOwnerParish } from '../registers/repository';
import { logAttachmentDownload } from '../lgpd/attachment-downloads';
import { documentOwnerParish } from '../caixa/lancamentos-repository';

/**
 * The signed-in user when their account may call `route`, the API that lists these files: a file
 * follows its API, so a blocked user or one who must change the password gets no more than that API gives.
 */
function userWhoMayCall(request: FastifyRequest, route: RouteKey): CurrentUser | null {
  try {
    checkUserState(request.user, route);
    return request.user;
  } catch {
    return null;
  }
}

/**
 * Who may fetch a file of each kind under /uploads/<kind>/<file>. A kind missing here is not
 * served at all. Modules that store files add their kind (registers, feed, anexos_registers...).
 * A refusal looks like a missing file (404), so names cannot be probed.
 */
export interface UploadRule {
  /**
   * Browser caching: public files may sit in shared caches; private ones only in the user's;
   * personal data of the parish's people is never kept (no-store).
   */
  cache: 'public' | 'private' | 'no-store';
  allowed(request: FastifyRequest, file: string): Promise<boolean>;
  /** Called once the file is found and about to be sent (the LGPD access log of register attachments). */
  served?(request: FastifyRequest, file: string): Promise<void>;
}

export const UPLOAD_RULES: Record<string, UploadRule> = {
  // Parish logos appear on the login page, before anyone signs in.
  paroquias: { cache: 'public', allowed: async () => true },
  // Avatars: one's own in any account state (GET /api/me gives it); others' to users of the owner's parish who may list people.
  avatars: {
    cache: 'private',
    async allowed(request, file) {
      if (request.user && request.user.avatar === file) return true;
      const user = userWhoMayCall(request, 'GET /api/chat/users');
      if (!user) return false;
      return (await avatarOwnerParish(request.server.db, file)) === user.paroquia_id;
    },
  },
  // Notice attachments: signed-in users of the notice's parish; a scheduled notice's only to those who write notices.
  feed: {
    cache: 'private',
    async allowed(request, file) {
      const user = userWhoMayCall(request, 'GET /api/feed-posts');
      if (!user) return false;
      const notice = await attachmentOwner(request.server.db, file);
      if (notice?.paroquia_id !== user.paroquia_id) return false;
      return notice.send_at === null || notice.send_at <= request.server.clock() || can(user, 'noticesWrite');
    },
  },
  // Register photos: signed-in users of the register's parish who may see registers, pickers included;
  // a catechist (roles 12, 13), only the photos of the students of the classes they teach.
  registers: {
    cache: 'no-store',
    async allowed(request, file) {
      const user = userWhoMayCall(request, 'GET /api/registers');
      if (!user) return false;
      if (can(user, 'registersPicker')) return (await photoOwnerParish(request.server.db, file)) === user.paroquia_id;
      const taught = SACRAMENT_SLUGS.filter((slug) => can(user, SACRAMENTS[slug].read));
      return taught.length > 0 && isTaughtStudentPhoto(request.server.db, user.id, taught, file);
    },
  },
  // Register attachments: signed-in users of the register's parish with full access to registers.
  anexos_registers: {
    cache: 'no-store',
    async allowed(request, file) {
      const user = userWhoMayCall(request, 'GET /api/registers/:id/attachments');
      if (!user || !can(user, 'registersFull')) return false;
      return (await attachmentOwnerParish(request.server.db, file)) === user.paroquia_id;
    },
    served: logAttachmentDownload,
  },
  // Protocol files: the protocol's owner, and the parish's protocolsAdmin (roles 1 and 111).
  protocols: {
    cache: 'private',
    async allowed(request, file) {
      const user = userWhoMayCall(request, 'GET /api/protocols/me');
      if (!user) return false;
      const owner = await protocolFileOwner(request.server.db, file);
      if (owner?.paroquiaId !== user.paroquia_id) return false;
      return owner.userId === user.id || can(user, 'protocolsAdmin');
    },
  },
  // Fiscal documents of the books of account: those of the entry's parish who read the books (caixaRead).
  caixa: {
    cache: 'private',
    async allowed(request, file) {
      const user = userWhoMayCall(request, 'GET /api/caixa/lancamentos');
      if (!user || !can(user, 'caixaRead')) return false;
      return (await documentOwnerParish(request.server.db, file)) === user.paroquia_id;
    },
  },
};
