import { describe, expect, it } from 'vitest';
import type { User } from '../shared/schemas/session';
import { decide, pendingStep } from './guard';
import { matchRoute } from './route-match';

const user = (patch: Partial<User> = {}): User => ({
  id: 1,
  user: 'maria',
  name: 'Maria Souza',
  status: 0,
  require_password_change: false,
  accepted_photo: 1,
  avatar: null,
  timezone: 'America/Sao_Paulo',
  roles: [8],
  paroquia: { id: 1, name: 'Paróquia São José', logo: null },
  ...patch,
});
const at = (path: string, session: { loading: boolean; user: User | null }) => decide(matchRoute(path).route, session);

describe('guard on protected routes, in the spec order', () => {
  it('waits while the session loads, then sends strangers to /login', () => {
    expect(at('/dashboard', { loading: true, user: null })).toEqual({ kind: 'loading' });
    expect(at('/dashboard', { loading: false, user: null })).toEqual({ kind: 'redirect', to: '/login' });
  });
  it('blocked before password change before photo', () => {
    const all = user({ status: 1, require_password_change: true, accepted_photo: 0 });
    expect(at('/chat', { loading: false, user: all })).toEqual({ kind: 'redirect', to: '/bloqueado' });
    expect(at('/chat', { loading: false, user: user({ require_password_change: true, accepted_photo: 0 }) })).toEqual({ kind: 'redirect', to: '/mudar-senha' });
    expect(at('/chat', { loading: false, user: user({ accepted_photo: 0 }) })).toEqual({ kind: 'redirect', to: '/welcome' });
    expect(pendingStep(user())).toBeNull();
  });
  it('renders, or shows Acesso restrito when the roles do not allow the route', () => {
    expect(at('/chat', { loading: false, user: user() })).toEqual({ kind: 'render' });
    expect(at('/registros', { loading: false, user: user() })).toEqual({ kind: 'forbidden' });
    expect(at('/registros/12/editar', { loading: false, user: user({ roles: [2] }) })).toEqual({ kind: 'render' });
    expect(at('/turmas/crisma', { loading: false, user: user({ roles: [13] }) })).toEqual({ kind: 'render' });
    expect(at('/turmas/crisma/nova', { loading: false, user: user({ roles: [13] }) })).toEqual({ kind: 'forbidden' });
    expect(at('/suite', { loading: false, user: user({ roles: [1] }) })).toEqual({ kind: 'forbidden' });
  });
});

describe('first-access steps', () => {
  it('render only while needed, otherwise go to /dashboard or the pending step', () => {
    expect(at('/welcome', { loading: false, user: user({ accepted_photo: 0 }) })).toEqual({ kind: 'render' });
    expect(at('/welcome', { loading: false, user: user() })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(at('/mudar-senha', { loading: false, user: user() })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(at('/welcome', { loading: false, user: user({ require_password_change: true, accepted_photo: 0 }) })).toEqual({
      kind: 'redirect',
      to: '/mudar-senha',
    });
    expect(at('/mudar-senha', { loading: false, user: null })).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('public routes', () => {
  it('/ goes to /login; /login renders at once; not-found waits for the session', () => {
    expect(at('/', { loading: true, user: null })).toEqual({ kind: 'redirect', to: '/login' });
    expect(at('/login', { loading: true, user: null })).toEqual({ kind: 'render' });
    expect(at('/nada/aqui', { loading: true, user: null })).toEqual({ kind: 'loading' });
    expect(at('/nada/aqui', { loading: false, user: null })).toEqual({ kind: 'render' });
  });
});
