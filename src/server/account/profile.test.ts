import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { createTestApp, type TestApp } from '../test/app';
import { GIF_1PX, JPEG_HEADER, multipart, PDF_HEADER, PNG_1PX, WEBP_HEADER } from '../test/files';
import { signIn } from '../test/http';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'semfoto');
});
afterAll(() => t?.close());

const me = async (c = cookie) => (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: c } })).json();

function uploadAvatar(data: Buffer, filename = 'foto.png', type = 'image/png', field = 'avatar') {
  const body = multipart([{ name: field, filename, type, data }]);
  return t.app.inject({ method: 'POST', url: '/api/me/avatar', headers: { ...body.headers, cookie }, payload: body.payload });
}

async function storedAvatars(): Promise<string[]> {
  return readdir(join(t.config.uploadsDir, 'avatars')).catch(() => []);
}

async function leftoverTemp(): Promise<string[]> {
  return readdir(join(t.config.uploadsDir, '.tmp')).catch(() => []);
}

describe('POST /api/me/avatar', () => {
  it('refuses what is not a JPEG, PNG or WEBP by content, a renamed file, a missing field and > 5 MB; nothing changes', async () => {
    const cases: Array<[string, Promise<{ statusCode: number; json: () => { message: string; errors: Record<string, string[]> } }>, string]> = [
      ['pdf named .png', uploadAvatar(PDF_HEADER, 'foto.png', 'image/png'), MSG.photoFormat],
      ['gif', uploadAvatar(GIF_1PX, 'foto.gif', 'image/gif'), MSG.photoFormat],
      ['text', uploadAvatar(Buffer.from('<script>alert(1)</script>'), 'foto.jpg', 'image/jpeg'), MSG.photoFormat],
      ['empty', uploadAvatar(Buffer.alloc(0)), MSG.photoMissing],
      ['other field', uploadAvatar(PNG_1PX, 'foto.png', 'image/png', 'photo'), MSG.photoMissing],
      ['6 MB png', uploadAvatar(Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)])), MSG.photoTooLarge],
    ];
    for (const [label, pending, text] of cases) {
      const res = await pending;
      expect(res.statusCode, label).toBe(422);
      expect(res.json(), label).toEqual({ message: text, errors: { avatar: [text] } });
    }
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/me/avatar', headers: { cookie }, payload: { avatar: 'x' } });
    expect(notMultipart.statusCode).toBe(422);

    const user = await me();
    expect(user.avatar).toBeNull();
    expect(user.accepted_photo).toBe(0);
    expect(await storedAvatars()).toEqual([]);
    expect(await leftoverTemp()).toEqual([]);
  });

  it('a PNG renamed to .jpg is stored as what it is (png)', async () => {
    const res = await uploadAvatar(PNG_1PX, 'foto.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
  });

  it('stores a JPEG or WEBP under a random name, sets accepted_photo 1 and removes the previous file', async () => {
    const first = (await uploadAvatar(JPEG_HEADER, 'eu.jpg', 'image/jpeg')).json();
    expect(first).toEqual({ message: MSG.photoUpdated, avatar: expect.stringMatching(/^\/uploads\/avatars\/[a-f0-9]{32}\.jpg$/) });
    const second = await uploadAvatar(WEBP_HEADER, 'eu.webp', 'image/webp');
    expect(second.statusCode).toBe(200);
    const user = await me();
    expect(user.avatar).toBe(second.json().avatar);
    expect(user.accepted_photo).toBe(1);
    expect(await storedAvatars()).toEqual([second.json().avatar.split('/').pop()]);
    const served = await t.app.inject({ method: 'GET', url: user.avatar, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('accepts exactly 5 MB', async () => {
    const data = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024 - PNG_1PX.length)]);
    expect((await uploadAvatar(data)).statusCode).toBe(200);
  });
});

describe('POST /api/me/name', () => {
  const post = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/me/name', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload });

  it('updates the display name (form), trimmed', async () => {
    const res = await post('name=%20Rafael%20C.%20Pereira%20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.nameUpdated });
    expect((await me()).name).toBe('Rafael C. Pereira');
  });

  it('refuses an empty, missing, repeated or huge name with 422 and keeps the old one', async () => {
    for (const payload of ['name=%20%20', '', 'nome=X', 'name=A&name=B', `name=${'x'.repeat(10_000)}`]) {
      const res = await post(payload);
      expect(res.statusCode, payload.slice(0, 20)).toBe(422);
      expect(res.json().errors.name ?? res.json().errors.body).toBeDefined();
    }
    expect((await post('name=')).json()).toEqual({ message: MSG.invalidData, errors: { name: [MSG.nameRequired] } });
    expect((await me()).name).toBe('Rafael C. Pereira');
  });
});

describe('POST /api/me/timezone', () => {
  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/me/timezone', headers: { cookie }, payload: payload as object });

  it('stores a valid IANA zone', async () => {
    const res = await post({ timezone: 'America/Manaus' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.timezoneUpdated });
    expect((await me()).timezone).toBe('America/Manaus');
  });

  it('refuses invalid zones with MSG.timezoneInvalid and keeps the old one', async () => {
    for (const payload of [{ timezone: 'Marte/Olympus' }, { timezone: '' }, { timezone: 42 }, {}, { timezone: 'x'.repeat(500) }]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: MSG.invalidData, errors: { timezone: [MSG.timezoneInvalid] } });
    }
    expect((await me()).timezone).toBe('America/Manaus');
  });
});
