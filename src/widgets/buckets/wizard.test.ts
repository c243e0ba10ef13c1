import { describe, expect, it } from 'vitest';
import { CreateBucket } from '../../shared/schemas/buckets';
import { canCreate, regionLabel } from './wizard';

describe('bucket wizard rules', () => {
  it('the create button needs a name that is not only spaces, and is off while creating', () => {
    expect(canCreate({ name: '' }, false)).toBe(false);
    expect(canCreate({ name: '   \t' }, false)).toBe(false);
    expect(canCreate({ name: 'Fotos' }, false)).toBe(true);
    expect(canCreate({ name: 'Fotos' }, true)).toBe(false);
  });

  it('names the two regions as the spec does', () => {
    expect(regionLabel(1)).toBe('BR-EAST São Paulo');
    expect(regionLabel(2)).toBe('BR-WEST Rio de Janeiro');
  });

  it('the shared schema the server validates with trims the name and refuses spaces', () => {
    expect(CreateBucket.parse({ name: '  Fotos ', regiao: '2' })).toEqual({ name: 'Fotos', regiao: 2 });
    expect(CreateBucket.safeParse({ name: '   ', regiao: 1 }).success).toBe(false);
    expect(CreateBucket.safeParse({ name: 'x', regiao: 3 }).success).toBe(false);
    expect(CreateBucket.safeParse({ name: 'x', regiao: true }).success).toBe(false);
  });
});
