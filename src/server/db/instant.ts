/**
 * A timestamptz column as ISO 8601 text in UTC, written by PostgreSQL: '2026-11-29T15:12:48Z', or with `ms`
 * '2026-11-29T15:12:48.722Z' as Date.prototype.toISOString writes it (both truncate the microseconds). A list's rows
 * then carry the text as it goes out, instead of a Date made from the wire and formatted again in each row.
 */
export const instant = (column: string, ms = false) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS${ms ? '.MS' : ''}"Z"')`;
