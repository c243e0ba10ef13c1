import { describe, expect, it } from 'vitest';
import { idFilter, searchTerm, topCommunities } from './list-params';

describe('inventory list rules', () => {
  it('uses the search text only from 2 characters, trimmed', () => {
    expect(searchTerm('')).toBeUndefined();
    expect(searchTerm('a')).toBeUndefined();
    expect(searchTerm('  a  ')).toBeUndefined();
    expect(searchTerm(' ca ')).toBe('ca');
    expect(searchTerm('Cálice dourado')).toBe('Cálice dourado');
  });

  it('turns select values into id filters, empty meaning all', () => {
    expect(idFilter('')).toBeUndefined();
    expect(idFilter('7')).toBe(7);
    expect(idFilter('0')).toBeUndefined();
    expect(idFilter('x')).toBeUndefined();
  });

  it('keeps the top 4 communities in the server’s order', () => {
    const by_entity = [5, 4, 3, 2, 1].map((n) => ({ ent_id: n, ent_name: `C${n}`, qty_sum: n * 10 }));
    expect(topCommunities({ total_items: 5, total_quantity: 150, by_entity }).map((e) => e.ent_id)).toEqual([5, 4, 3, 2]);
    expect(topCommunities(undefined)).toEqual([]);
  });
});
