import { describe, expect, it } from 'vitest';
import { celebracaoName } from './celebracoes';

describe('a celebration rule in words', () => {
  it('names its title, days, hour and community', () => {
    expect(celebracaoName({ titulo: 'Missa dominical', tipo: 'missa', regra: 'FREQ=WEEKLY;BYDAY=SU', hora: '10:00', ent_name: 'Matriz' })).toBe(
      'Missa dominical — dom 10h (Matriz)',
    );
    expect(celebracaoName({ titulo: null, tipo: 'missa', regra: 'FREQ=MONTHLY;BYDAY=1FR', hora: '19:30', ent_name: 'Capela' })).toBe(
      'Missa — sex 19h30 (Capela)',
    );
  });
});
