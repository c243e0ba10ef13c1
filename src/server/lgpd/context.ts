/** What the LGPD route files share: who may call, and the register a call names. */
import { REGISTER_MSG } from '../../shared/schemas/registers';
import { HttpError } from '../http-error';
import { idParams } from '../http/schemas';
import { requireCapability } from '../plugins/access-rules';

/** Roles 1 and 111 only (registersAccessLog); every answer names people. */
export const lgpd = { preValidation: requireCapability('registersAccessLog'), config: { personalData: true } };
export const Params = idParams(REGISTER_MSG.notFound);
export const registerNotFound = () => new HttpError(404, REGISTER_MSG.notFound);
