import { describe, expect, it } from 'vitest';
import { formatBRL, goalPercent, lastSeenText, monthLabel, monthName, shortCommunity } from './format';

describe('dashboard formatting', () => {
  it('labels months in Portuguese', () => {
    expect(monthLabel('2026-01')).toBe('jan/26');
    expect(monthLabel('2025-12')).toBe('dez/25');
    expect(monthName('2026-03')).toBe('março de 2026');
  });

  it('formats centavos as reais', () => {
    expect(formatBRL(4_645_000)).toBe('R$ 46.450,00');
    expect(formatBRL(12_345)).toBe('R$ 123,45');
    expect(formatBRL(8_000_000, true)).toBe('R$ 80.000');
  });

  it('computes the share of the goal', () => {
    expect(goalPercent(4_645_000, 8_000_000)).toBe(58);
    expect(goalPercent(9_000, 8_000)).toBe(112);
    expect(goalPercent(100, null)).toBeNull();
    expect(goalPercent(100, 0)).toBeNull();
  });

  it('shortens community names for the axis', () => {
    expect(shortCommunity('Comunidade Nossa Senhora das Graças')).toBe('N. S. Graças');
    expect(shortCommunity('Capela Santa Luzia')).toBe('Sta. Luzia');
    expect(shortCommunity('Comunidade Santo Expedito')).toBe('Sto. Expedito');
    expect(shortCommunity('Capela São Benedito')).toBe('S. Benedito');
    expect(shortCommunity('Matriz São José')).toBe('Matriz S. José');
  });

  it('says when someone was last seen', () => {
    const now = new Date('2026-11-22T15:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(lastSeenText(null, now)).toBe('Nunca acessou');
    expect(lastSeenText(ago(60_000), now)).toBe('Online agora');
    expect(lastSeenText(ago(12 * 60_000), now)).toBe('Visto há 12 minutos');
    expect(lastSeenText(ago(3 * 3600_000), now)).toBe('Visto há 3 horas');
    expect(lastSeenText(ago(26 * 3600_000), now)).toBe('Visto ontem');
    expect(lastSeenText(ago(20 * 86_400_000), now, 'America/Sao_Paulo')).toBe('Visto em 02/11/2026');
  });
});
