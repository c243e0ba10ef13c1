import { errorText } from '../../core/api/errors';

/** What the registers say when something cannot load (the sheet, the form, a preview): 'Erro: ' and the failure's text. */
export const loadFailure = (error: unknown) => `Erro: ${errorText(error)}`;
