/**
 * The one accent and case fold, the same as SQL search_fold() (migration 015-search-fold.sql), so a name
 * folded here meets the folded columns the database searches: 'João' -> 'joao'. The same table, letter
 * for letter, then lower case (search-fold.test.ts runs both over the same letters on the real database).
 */
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';
const BASE = new Map([...ACCENTED].map((letter, i) => [letter, PLAIN[i]]));

/** `text` with the accents of search_fold()'s table taken off, case kept ('São José' -> 'Sao Jose'). */
export const withoutAccents = (text: string): string => text.replace(/[À-ÿ]/g, (letter) => BASE.get(letter) ?? letter);

/** `text` as search_fold() folds it: accents and case off ('São José' -> 'sao jose'). */
export const searchFold = (text: string): string => withoutAccents(text).toLowerCase();
