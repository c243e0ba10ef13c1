/** The first run's calls: whether the set-up is pending, and the set-up itself. */
import { request } from '../../core/api/client';
import { nullWhenMissing } from '../../core/api/missing';
import { SetupStatus } from '../../shared/schemas/setup';
import { setupBody, type SetupValues } from './form-values';

/** GET /api/instalar: 'pending', or 'done' once the portal is set up (the server then answers 404). */
export async function fetchSetupStatus(signal?: AbortSignal): Promise<'pending' | 'done'> {
  const answer = await nullWhenMissing(request('/api/instalar', { signal }));
  return answer === null ? 'done' : (SetupStatus.parse(answer), 'pending');
}

/** POST /api/instalar: the parish and its first administrator, who is signed in by the answer. */
export const runSetup = (values: SetupValues) => request('/api/instalar', { method: 'POST', body: setupBody(values) });
