/** What the requests' route files share: who may do what, common refusals, where files are kept. */
import { SOLICITACOES_MSG } from '../../shared/schemas/solicitacoes';
import { HttpError } from '../http-error';
import { requireCapability } from '../plugins/access-rules';

/** Requests read (solicitacoesRead: 1, 111, 11) and written (solicitacoesWrite: 1, 111); answers name people. */
export const read = { preValidation: requireCapability('solicitacoesRead'), config: { personalData: true } };
export const write = { preValidation: requireCapability('solicitacoesWrite'), config: { personalData: true } };

export const notFound = () => new HttpError(404, SOLICITACOES_MSG.notFound);
export const closed = () => new HttpError(409, SOLICITACOES_MSG.closed);

/** Where the files sent with requests and the certificates issued for them are kept. */
export const FILE_KIND = 'solicitacoes';
