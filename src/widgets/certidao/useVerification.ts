import { useEffect, useState } from 'react';
import { ApiError, errorText } from '../../core/api/errors';
import { verify, type Verification } from './api';

export type VerificationState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'found'; certificate: Verification }
  | { kind: 'not-found'; text: string }
  | { kind: 'failed'; text: string };

/** The answer for `codigo` (none asked without one); `retry` asks again after a failure. */
export function useVerification(codigo: string) {
  const [state, setState] = useState<VerificationState>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!codigo) return setState({ kind: 'idle' });
    const abort = new AbortController();
    setState({ kind: 'loading' });
    verify(codigo, abort.signal).then(
      (certificate) => setState({ kind: 'found', certificate }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const missing = error instanceof ApiError && error.status === 404;
        setState({ kind: missing ? 'not-found' : 'failed', text: errorText(error, 'Não foi possível verificar agora. Tente novamente.') });
      },
    );
    return () => abort.abort();
  }, [codigo, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
