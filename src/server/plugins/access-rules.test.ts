import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { HttpError } from '../http-error';
import { accessOf, checkUserState, requireCapability, routeKey } from './access-rules';

const refusal = (fn: () => void): { status: number; message: string } | null => {
  try {
    fn();
    return null;
  } catch (error) {
    const e = error as HttpError;
    return { status: e.statusCode, message: e.message };
  }
};

describe('access rules', () => {
  it('denies /api by default; only the public list is open; other paths declare their own', () => {
    expect(accessOf('POST', '/api/login', undefined)).toBe('public');
    expect(accessOf('HEAD', '/api/health', undefined)).toBe('public');
    expect(accessOf('GET', '/api/login', undefined)).toBe('signed-in');
    expect(accessOf('GET', '/api/anything/:id', 'public')).toBe('signed-in');
    expect(accessOf('GET', '/uploads/:kind/:file', 'public')).toBe('public');
    expect(accessOf('GET', '/*', undefined)).toBe('none');
  });

  it('blocked users may only read /api/me; forced password change adds the change itself', () => {
    const blocked = { status: 1, require_password_change: true };
    expect(refusal(() => checkUserState(blocked, routeKey('GET', '/api/me')))).toBeNull();
    expect(refusal(() => checkUserState(blocked, routeKey('POST', '/api/me/password')))).toEqual({ status: 403, message: MSG.blocked });
    const novato = { status: 0, require_password_change: true };
    expect(refusal(() => checkUserState(novato, routeKey('POST', '/api/me/password')))).toBeNull();
    expect(refusal(() => checkUserState(novato, routeKey('GET', '/api/notifications')))).toEqual({ status: 403, message: MSG.mustChangePassword });
    expect(refusal(() => checkUserState(null, routeKey('GET', '/api/me')))).toEqual({ status: 401, message: MSG.notAuthenticated });
  });

  it('requireCapability follows the permission table (403 otherwise)', async () => {
    const check = requireCapability('dashboardStats') as unknown as (request: unknown) => Promise<void>;
    await expect(check({ user: { roles: [1] } })).resolves.toBeUndefined();
    await expect(check({ user: { roles: [111] } })).resolves.toBeUndefined();
    await expect(check({ user: { roles: [8, 13] } })).rejects.toMatchObject({ statusCode: 403, message: MSG.forbidden });
    await expect(check({ user: null })).rejects.toMatchObject({ statusCode: 401 });
  });
});
