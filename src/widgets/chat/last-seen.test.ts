import { describe, expect, it } from 'vitest';
import { isOnlineNow, lastSeenText } from './last-seen';

const now = new Date('2026-03-10T18:30:00.000Z'); // 15:30 in São Paulo
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SP = 'America/Sao_Paulo';

describe('lastSeenText', () => {
  it("under 90 seconds is 'Online agora', a clock slightly ahead too", () => {
    expect(lastSeenText(ago(0), now, SP)).toBe('Online agora');
    expect(lastSeenText(ago(89_999), now, SP)).toBe('Online agora');
    expect(lastSeenText(ago(-5_000), now, SP)).toBe('Online agora');
  });

  it("from 90 seconds to under 2 minutes is 'Online há 2 minutos'", () => {
    expect(lastSeenText(ago(90_000), now, SP)).toBe('Online há 2 minutos');
    expect(lastSeenText(ago(119_999), now, SP)).toBe('Online há 2 minutos');
  });

  it("under 60 minutes is 'Online há N minutos' in whole minutes", () => {
    expect(lastSeenText(ago(120_000), now, SP)).toBe('Online há 2 minutos');
    expect(lastSeenText(ago(179_999), now, SP)).toBe('Online há 2 minutos');
    expect(lastSeenText(ago(180_000), now, SP)).toBe('Online há 3 minutos');
    expect(lastSeenText(ago(59 * 60_000 + 59_999), now, SP)).toBe('Online há 59 minutos');
  });

  it("from 60 minutes on is 'Visto por último às {HH:mm}' in the given time zone, with the date when not today", () => {
    expect(lastSeenText(ago(60 * 60_000), now, SP)).toBe('Visto por último às 14:30');
    expect(lastSeenText(ago(60 * 60_000), now, 'UTC')).toBe('Visto por último às 17:30');
    expect(lastSeenText('2026-03-08T11:05:00.000Z', now, SP)).toBe('Visto por último em 08/03/2026 às 08:05');
    // Today is the zone's today: 01:00 UTC on the 10th is the evening of the 9th in São Paulo.
    expect(lastSeenText('2026-03-10T01:00:00.000Z', now, SP)).toBe('Visto por último em 09/03/2026 às 22:00');
    expect(lastSeenText('2026-03-10T01:00:00.000Z', now, 'UTC')).toBe('Visto por último às 01:00');
  });

  it("no date, or an unreadable one, is 'Offline'", () => {
    expect(lastSeenText(null, now, SP)).toBe('Offline');
    expect(lastSeenText(undefined, now, SP)).toBe('Offline');
    expect(lastSeenText('', now, SP)).toBe('Offline');
    expect(lastSeenText('ontem', now, SP)).toBe('Offline');
  });

  it('isOnlineNow agrees with the text', () => {
    expect(isOnlineNow(ago(89_999), now)).toBe(true);
    expect(isOnlineNow(ago(90_000), now)).toBe(false);
    expect(isOnlineNow(null, now)).toBe(false);
  });
});
