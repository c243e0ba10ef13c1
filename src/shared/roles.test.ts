import { describe, expect, it } from 'vitest';
import { can, roleIds, roleName } from './roles';

describe('roleIds', () => {
  it('reads numbers, objects with id/code/role, and falls back from roles to rules to rule', () => {
    expect(roleIds({ roles: [1, { id: 3 }, { code: '13' }, { role: 8 }] })).toEqual([1, 3, 13, 8]);
    expect(roleIds({ roles: [], rules: [{ id: 2 }] })).toEqual([2]);
    expect(roleIds({ rule: '111' })).toEqual([111]);
    expect(roleIds({ roles: ['x', 0, -1, 1, 1] })).toEqual([1]);
    expect(roleIds(null)).toEqual([]);
  });
});

describe('roleName', () => {
  it('names known roles and labels unknown ids as Regra {n}', () => {
    expect(roleName(111)).toBe('Administrador do Sistema');
    expect(roleName(13)).toBe('Catequista - Crisma');
    expect(roleName(42)).toBe('Regra 42');
  });
});

describe('can', () => {
  it('follows the permission table', () => {
    expect(can({ roles: [1] }, 'dashboardStats')).toBe(true);
    expect(can({ roles: [8] }, 'dashboardStats')).toBe(false);
    expect(can({ roles: [111] }, 'suiteLink')).toBe(true);
    expect(can({ roles: [1] }, 'suiteLink')).toBe(false);
    expect(can({ roles: [3] }, 'registersPicker')).toBe(true);
    expect(can({ roles: [13] }, 'registersPicker')).toBe(false);
    expect(can({ roles: [13] }, 'registersFull')).toBe(false);
    expect(can({ roles: [10] }, 'noticesWrite')).toBe(true);
    expect(roleName(17)).toBe('Conselho de Assuntos Econômicos');
    expect(can({ roles: [17] }, 'caixaRead')).toBe(true);
    expect(can({ roles: [17] }, 'caixaWrite')).toBe(false);
    expect(roleName(15)).toBe('Responsável');
    expect(can({ roles: [15] }, 'familia')).toBe(true);
    expect(can({ roles: [15] }, 'caixaRead')).toBe(false);
    expect(can({ roles: [15] }, 'catechesisRead')).toBe(false);
    expect(can({ roles: [11] }, 'caixaReopen')).toBe(false);
    expect(roleName(16)).toBe('Pastoral Familiar');
    expect(can({ roles: [16] }, 'casamentosRead')).toBe(true);
    expect(can({ roles: [16] }, 'casamentosWrite')).toBe(false);
    expect(can({ roles: [2] }, 'pedidosWrite')).toBe(false);
  });
});
