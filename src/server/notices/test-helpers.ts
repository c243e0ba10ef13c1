import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../test/app';
import { multipart } from '../test/files';

/** Helpers for the notices' route tests: the calls as the browser makes them. */

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };
export const file = (data: Buffer, filename = 'cartaz.png', type = 'image/png'): Part => ({ name: 'anexo', filename, type, data });

/** An SVG that would run script if it were ever opened as a page of the portal. */
export const HOSTILE_SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- cartaz -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

export function noticeKit(t: TestApp) {
  const fields = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));

  function send(method: 'POST' | 'DELETE', url: string, cookie: string, parts?: Part[]): Promise<LightMyRequestResponse> {
    if (!parts) return t.app.inject({ method, url, headers: { cookie } });
    const body = multipart(parts);
    return t.app.inject({ method, url, headers: { ...body.headers, cookie }, payload: body.payload });
  }

  return {
    get: (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
    create: (cookie: string, values: Record<string, string>, ...files: Part[]) => send('POST', '/api/feed-posts', cookie, [...fields(values), ...files]),
    update: (cookie: string, id: number, values: Record<string, string>, ...files: Part[]) =>
      send('POST', `/api/feed-posts/${id}`, cookie, [...fields({ _method: 'PUT', ...values }), ...files]),
    remove: (cookie: string, id: number) => send('DELETE', `/api/feed-posts/${id}`, cookie),
    view: (cookie: string, id: number) => send('POST', `/api/feed-posts/${id}/views`, cookie),
    /** Files under uploads/feed and in the temporary folder: a refused request must leave none. */
    async storedFiles(): Promise<{ feed: string[]; tmp: string[] }> {
      const list = (dir: string) => readdir(join(t.config.uploadsDir, dir)).catch(() => [] as string[]);
      return { feed: (await list('feed')).sort(), tmp: await list('.tmp') };
    },
    async countNotices(): Promise<number> {
      return (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notices')).rows[0].n;
    },
    async parishOf(user: string): Promise<number> {
      return (await t.db.query<{ paroquia_id: number }>('SELECT paroquia_id FROM users WHERE username = $1', [user])).rows[0].paroquia_id;
    },
  };
}
