import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Conta, Lancamento, Portador } from '../../shared/schemas/caixa';
import type { TestApp } from '../test/app';
import { multipart, PDF_HEADER } from '../test/files';

/** The cash book's calls for a suite (`t` and `cookies` filled in its beforeAll). */
export function caixaCalls(app: () => TestApp, cookies: Record<string, string>) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: string, payload?: object) =>
    app().app.inject({ method, url, headers: { cookie: cookies[as] }, ...(payload ? { payload } : {}) });
  const ok = (res: LightMyRequestResponse, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  return {
    call,
    ok,
    errorsOf: (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as Record<string, string[]>;
    },
    /** POST /api/caixa/lancamentos as a browser's form: text fields and, for an expense, a PDF (or `file`). */
    postEntry: (fields: Record<string, string | number>, as = 'tesoureiro', file: { filename: string; type: string; data: Buffer } | null = null) => {
      const body = multipart([
        ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
        ...(file ? [{ name: 'documento', ...file }] : []),
      ]);
      return app().app.inject({ method: 'POST', url: '/api/caixa/lancamentos', headers: { ...body.headers, cookie: cookies[as] }, payload: body.payload });
    },
    pdfFile: (name = 'nota.pdf') => ({ filename: name, type: 'application/pdf', data: PDF_HEADER }),
    conta: async (chave: string, as = 'tesoureiro'): Promise<Conta> => {
      const list = ok(await call('GET', '/api/caixa/contas', as)).data as Conta[];
      return list.find((c) => c.chave === chave || c.nome === chave)!;
    },
    portadores: async (as = 'tesoureiro'): Promise<Portador[]> => ok(await call('GET', '/api/caixa/portadores', as)).data,
    entries: async (query: string, as = 'tesoureiro'): Promise<{ data: Lancamento[]; totais: Record<string, number> }> =>
      ok(await call('GET', `/api/caixa/lancamentos?${query}`, as)),
  };
}
