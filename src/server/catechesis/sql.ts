/** Whether a database error is a unique-key violation (both drivers expose the SQLSTATE as `code`). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
