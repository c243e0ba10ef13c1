import { ApiError } from './errors';

/**
 * A record that may not exist: null for a 404 (a screen draws 'not found' as its empty state, with its own
 * way back), any other failure as it came. The query then needs no special retry rule for 404.
 */
export async function nullWhenMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
