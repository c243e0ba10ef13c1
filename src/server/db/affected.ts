/**
 * Whether a scoped UPDATE or DELETE ending in `RETURNING id` found its row (false: not in this parish, or gone).
 * Takes the query itself, so the SQL stays in a `.query` call where scripts/check-sql.mjs reads it.
 */
export async function affected(query: Promise<{ rows: unknown[] }>): Promise<boolean> {
  return (await query).rows.length > 0;
}
