/**
 * Every search compares text folded by search_fold() (015-search-fold.sql: no accents, lower case,
 * the same under any locale), columns and typed text alike, so 'joao' finds 'João'. What the user
 * typed is matched literally: LIKE's wildcards % and _, and its escape \, are escaped in it.
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** The LIKE pattern for `text` anywhere in the value; compare with `column LIKE search_fold($n)`. */
export const likeContains = (text: string) => `%${likeLiteral(text)}%`;
