/** The first run's calls: whether the set-up is pending, and the set-up itself. */
import { request } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import { SetupStatus } from '../../shared/schemas/setup';
import { setupBody, type SetupValues } from './form-values';

/** GET /api/instalar: 'pending', or 'done' once the portal is set up (the server then answers 404). */
export async function fetchSetupStatus(signal?: AbortSignal): Promise<'pending' | 'done'> {
  try {
    SetupStatus.parse(await request('/api/instalar', { signal }));
    return 'pending';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'done';
    throw error;
  }
}

/** POST /api/instalar: the parish and its first administrator, who is signed in by the answer. */
export const runSetup = (values: SetupValues) => request('/api/instalar', { method: 'POST', body: setupBody(values) });
