import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REGISTER_MSG } from '../../shared/schemas/registers';
import { HttpError } from '../http-error';
import { idParams } from '../http/schemas';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import type { Author } from './repository';

/** Full access to the registers: registersFull (1, 111, 2); every answer names a person. */
export const full = { preValidation: requireCapability('registersFull'), config: { personalData: true } };
export const Params = idParams(REGISTER_MSG.notFound);
export const registerNotFound = () => new HttpError(404, REGISTER_MSG.notFound);

/** PostgreSQL's error code ('23503': a foreign key refused). */
export const pgCode = (error: unknown) => (error as { code?: string }).code;

/** What the registers' route files share that needs the app: who writes and when, and files removed after the rows. */
export function registersContext(app: FastifyInstance) {
  return {
    authorOf(request: FastifyRequest): Author {
      const { user } = signedIn(request);
      return { paroquiaId: user.paroquia_id, userId: user.id, at: app.clock() };
    },
    removeLater: (request: FastifyRequest, files: Array<[string, string]>) =>
      Promise.all(
        // The rows are gone either way; a file left behind is only disk space, and is logged.
        files.map(([kind, name]) => app.storage.remove(kind, name).catch((err) => request.log.warn({ err, kind, name }, 'register file not removed'))),
      ),
  };
}
