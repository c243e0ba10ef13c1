import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../config';
import { ApiError, errorText } from './errors';
import { getJson } from './get-json';

afterEach(() => {
  vi.unstubAllGlobals();
  configure({ apiBase: '' });
});

const answer = (body: string, status = 200, type = 'application/json') => vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));

describe('getJson (the public elements’ fetch)', () => {
  it('calls the portal named by `api` with the query, without cookies, and reads JSON', async () => {
    const fetch = answer('{"data":{"items":[]}}');
    vi.stubGlobal('fetch', fetch);
    configure({ apiBase: 'https://portal.example/' });
    expect(await getJson('/api/public/paroquias/1/feed', { query: { page: 2, q: undefined } })).toEqual({ data: { items: [] } });
    expect(fetch).toHaveBeenCalledWith('https://portal.example/api/public/paroquias/1/feed?page=2', expect.objectContaining({ credentials: 'omit' }));
  });

  it('fails with the same ApiError and texts as the portal’s client', async () => {
    vi.stubGlobal('fetch', answer('{"message":"Paróquia não encontrada."}', 404));
    const error = await getJson('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorText(error, 'Falha ao listar avisos')).toBe('Paróquia não encontrada.');

    vi.stubGlobal('fetch', answer('<html><title>502 Bad Gateway</title></html>', 502, 'text/html'));
    expect(errorText(await getJson('/api/x').catch((e: unknown) => e))).toBe('502 Bad Gateway');
  });

  it('a network failure is status 0 with the connection text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await getJson('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(errorText(error, 'Falha ao listar avisos')).toBe('Falha ao listar avisos');
    expect(error.message).toBe('Não foi possível conectar ao servidor.');
  });
});
