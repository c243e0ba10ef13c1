import { describe, expect, it } from 'vitest';
import { gmtOffset } from '../shared/time-zone';
import { BRAZIL_ZONES, zoneGroups, zoneLabel } from './time-zones';

describe('zoneGroups', () => {
  it("lists Brazil's zones first, then the others alphabetically without repeating them", () => {
    const groups = zoneGroups([], ['Europe/Lisbon', 'America/Sao_Paulo', 'Africa/Luanda', 'America/Manaus']);
    expect(groups.brazil).toEqual([...BRAZIL_ZONES]);
    expect(groups.others).toEqual(['Africa/Luanda', 'Europe/Lisbon']);
  });
  it('adds a saved zone the engine does not list, and ignores invalid ones', () => {
    const groups = zoneGroups(['UTC', 'Marte/Olimpo', null, ''], ['Europe/Lisbon']);
    expect(groups.others).toEqual(['Europe/Lisbon', 'UTC']);
  });
  it('uses every IANA zone the engine knows by default', () => {
    const { brazil, others } = zoneGroups();
    expect(brazil[1]).toBe('America/Sao_Paulo');
    expect(others.length).toBeGreaterThan(300);
    expect(others).not.toContain('America/Sao_Paulo');
  });
});

describe('zoneLabel', () => {
  it('names the zone, its Brazilian places and its offset', () => {
    const at = new Date('2026-07-01T12:00:00Z');
    expect(gmtOffset('America/Sao_Paulo', at)).toBe('GMT-03:00');
    expect(zoneLabel('America/Sao_Paulo', at)).toBe('America/Sao_Paulo — Brasília, São Paulo, Sul e Sudeste (GMT-03:00)');
    expect(zoneLabel('Europe/Lisbon', at)).toBe('Europe/Lisbon (GMT+01:00)');
    expect(gmtOffset('Marte/Olimpo')).toBe('');
  });
});
