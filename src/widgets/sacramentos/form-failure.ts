import { unplacedText } from '../../core/form';

/**
 * What a form of the books says above its fields when a save fails: the texts no field shows; once every
 * text is under its field, 'Confira os campos indicados.'; with no field named, the server's words or `line`.
 */
export const formFailure = (line: string) => (error: unknown, placed: string[]) => unplacedText(error, placed, line) ?? 'Confira os campos indicados.';
