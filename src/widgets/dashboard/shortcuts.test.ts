import { describe, expect, it } from 'vitest';
import { shortcutsFor } from './shortcuts';

const ids = (roles: number[]) => shortcutsFor({ roles }).map((g) => g.id);

describe('the home page shortcuts by role', () => {
  it('gives each role its own: treasurer, catechists, coordinators, tither; none for the statistics roles', () => {
    expect(ids([11])).toEqual(['dizimo']);
    expect(ids([13])).toEqual(['crisma-classes']);
    expect(ids([12])).toEqual(['eucaristia-classes']);
    expect(ids([3])).toEqual(['crisma-coordination']);
    expect(ids([7])).toEqual(['eucaristia-coordination']);
    expect(ids([3, 12])).toEqual(['crisma-coordination', 'eucaristia-classes']);
    expect(ids([14])).toEqual(['meu-dizimo']);
    expect(ids([1])).toEqual([]);
    expect(ids([111, 11])).toEqual([]);
    expect(ids([8])).toEqual([]);
  });
});
