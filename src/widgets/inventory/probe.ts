/**
 * The diagnostic ping after a network failure, to tell the user whether the server is there: GET /api/health with a
 * 5 s timeout. When the portal's API is on another origin and the ping cannot be read, a second
 * opaque (no-cors) request tells a server that is up but refuses this page's origin (CORS) from
 * one that cannot be reached at all.
 */

const PROBE_TIMEOUT_MS = 5000;

export type ProbeResult =
  | { outcome: 'ok'; status: number; ms: number }
  | { outcome: 'http-error'; status: number; ms: number }
  | { outcome: 'timeout'; ms: number }
  | { outcome: 'cors-blocked'; ms: number }
  | { outcome: 'unreachable'; ms: number };

export interface ProbeOptions {
  /** Origin of the portal's API, '' for this page's origin. */
  apiBase: string;
  pageOrigin: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export async function probeServer({
  apiBase,
  pageOrigin,
  timeoutMs = PROBE_TIMEOUT_MS,
  fetchImpl = fetch,
  now = () => performance.now(),
}: ProbeOptions): Promise<ProbeResult> {
  const url = `${apiBase}/api/health`;
  const started = now();
  const elapsed = () => Math.round(now() - started);
  try {
    const response = await fetchImpl(url, { credentials: 'include', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return { outcome: response.ok ? 'ok' : 'http-error', status: response.status, ms: elapsed() };
  } catch (error) {
    if (isTimeout(error)) return { outcome: 'timeout', ms: elapsed() };
    const crossOrigin = apiBase !== '' && new URL(apiBase, pageOrigin).origin !== pageOrigin;
    if (crossOrigin) {
      try {
        await fetchImpl(url, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(Math.max(1, timeoutMs - elapsed())) });
        return { outcome: 'cors-blocked', ms: elapsed() };
      } catch {
        // Not reachable either way.
      }
    }
    return { outcome: 'unreachable', ms: elapsed() };
  }
}

/** What the ping found, for the user. */
export function probeText(result: ProbeResult): string {
  switch (result.outcome) {
    case 'ok':
      return `Teste de conexão: o servidor respondeu em ${result.ms} ms. Tente salvar novamente.`;
    case 'http-error':
      return `Teste de conexão: o servidor respondeu com HTTP ${result.status}.`;
    case 'timeout':
      return `Teste de conexão: o servidor não respondeu em ${PROBE_TIMEOUT_MS / 1000} s.`;
    case 'cors-blocked':
      return 'Teste de conexão: o servidor está no ar, mas recusou a origem desta página (CORS).';
    case 'unreachable':
      return 'Teste de conexão: não foi possível alcançar o servidor. Verifique sua conexão com a internet.';
  }
}
