import { describe, expect, it } from 'vitest';
import { probeServer, probeText } from './probe';

const page = 'https://portal.paroquia.org.br';
let clock = 0;
const now = () => clock;

function fakeFetch(behaviour: (init: RequestInit | undefined) => Promise<Response>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    clock += 12;
    return behaviour(init);
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('probeServer', () => {
  it('pings /api/health with credentials and reports the time', async () => {
    const { impl, calls } = fakeFetch(async () => new Response('{"ok":true}', { status: 200 }));
    const result = await probeServer({ apiBase: '', pageOrigin: page, fetchImpl: impl, now });
    expect(result).toEqual({ outcome: 'ok', status: 200, ms: 12 });
    expect(calls[0].url).toBe('/api/health');
    expect(calls[0].init?.credentials).toBe('include');
    expect(calls[0].init?.signal).toBeInstanceOf(AbortSignal);
    expect(probeText(result)).toBe('Teste de conexão: o servidor respondeu em 12 ms. Tente salvar novamente.');
  });

  it('reports an HTTP status', async () => {
    const { impl } = fakeFetch(async () => new Response('', { status: 503 }));
    const result = await probeServer({ apiBase: '', pageOrigin: page, fetchImpl: impl, now });
    expect(result).toMatchObject({ outcome: 'http-error', status: 503 });
    expect(probeText(result)).toBe('Teste de conexão: o servidor respondeu com HTTP 503.');
  });

  it('gives up after the timeout', async () => {
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as unknown as typeof fetch;
    const result = await probeServer({ apiBase: '', pageOrigin: page, fetchImpl: hanging, timeoutMs: 30 });
    expect(result.outcome).toBe('timeout');
    expect(probeText(result)).toBe('Teste de conexão: o servidor não respondeu em 5 s.');
  });

  it('same origin and no answer: unreachable, without a second request', async () => {
    const { impl, calls } = fakeFetch(async () => Promise.reject(new TypeError('Failed to fetch')));
    const result = await probeServer({ apiBase: '', pageOrigin: page, fetchImpl: impl, now });
    expect(result.outcome).toBe('unreachable');
    expect(calls).toHaveLength(1);
    expect(probeText(result)).toMatch(/não foi possível alcançar o servidor/);
  });

  it('another origin that answers only opaquely: the server refuses this origin (CORS)', async () => {
    const { impl, calls } = fakeFetch(async (init) =>
      init?.mode === 'no-cors' ? new Response(null, { status: 200 }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const result = await probeServer({ apiBase: 'https://api.sacratech.app', pageOrigin: page, fetchImpl: impl, now });
    expect(result.outcome).toBe('cors-blocked');
    expect(calls.map((c) => [c.url, c.init?.mode])).toEqual([
      ['https://api.sacratech.app/api/health', undefined],
      ['https://api.sacratech.app/api/health', 'no-cors'],
    ]);
  });

  it('another origin that does not answer at all: unreachable', async () => {
    const { impl } = fakeFetch(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await probeServer({ apiBase: 'https://api.sacratech.app', pageOrigin: page, fetchImpl: impl, now })).outcome).toBe('unreachable');
  });
});
