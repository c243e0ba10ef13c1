import { describe, expect, it } from 'vitest';
import type { MassTime, MassTimes } from './api';
import { communityDays, feedLinks, nextLine } from './mass-times-view';

const time = (inicio: string, patch: Partial<MassTime> = {}): MassTime => ({
  inicio,
  fim: inicio,
  titulo: 'Missa',
  tipo: 'missa',
  ent_id: 1,
  ent_name: 'Matriz São José',
  cancelada: false,
  alterada: false,
  motivo: null,
  celebrante: null,
  coletiva: false,
  ...patch,
});

describe('the Mass times element', () => {
  it("draws a community's days in order with today marked", () => {
    const days = communityDays([time('2026-12-07T07:00:00-03:00'), time('2026-12-06T19:00:00-03:00'), time('2026-12-06T10:00:00-03:00')], '2026-12-06');
    expect(days.map((d) => [d.day, d.label, d.today, d.items.length])).toEqual([
      ['2026-12-06', 'domingo, 6 de dezembro', true, 2],
      ['2026-12-07', 'segunda-feira, 7 de dezembro', false, 1],
    ]);
    expect(days[0].items[0].inicio).toBe('2026-12-06T10:00:00-03:00');
  });

  it('calls out the next celebration, skipping a cancelled one, at its moved time', () => {
    const data: MassTimes = {
      parish: { id: 1, nome: 'P', timeZone: 'America/Sao_Paulo' },
      communities: [
        {
          ent_id: 1,
          ent_name: 'Matriz São José',
          ocorrencias: [time('2026-12-06T10:00:00-03:00', { cancelada: true }), time('2026-12-07T08:30:00-03:00', { alterada: true })],
        },
        { ent_id: 2, ent_name: 'Capela Santa Rita', ocorrencias: [time('2026-12-06T19:30:00-03:00', { ent_id: 2, ent_name: 'Capela Santa Rita' })] },
      ],
    };
    expect(nextLine(data, new Date('2026-12-06T09:00:00-03:00'), '2026-12-06')).toBe('Próxima missa: hoje, 19h30 — Capela Santa Rita');
    expect(nextLine(data, new Date('2026-12-06T20:00:00-03:00'), '2026-12-06')).toBe('Próxima missa: segunda-feira, 7 de dezembro, 8h30 — Matriz São José');
    expect(nextLine(data, new Date('2026-12-08T00:00:00-03:00'), '2026-12-08')).toBeNull();
  });

  it('subscribes to the feed with webcal and downloads it with https', () => {
    expect(feedLinks('https://portal.paroquia.org.br', '/api/public/paroquias/1/agenda.ics', 'https://site')).toEqual({
      subscribe: 'webcal://portal.paroquia.org.br/api/public/paroquias/1/agenda.ics',
      download: 'https://portal.paroquia.org.br/api/public/paroquias/1/agenda.ics',
    });
    expect(feedLinks('', '/x.ics', 'http://127.0.0.1:8080').subscribe).toBe('webcal://127.0.0.1:8080/x.ics');
  });
});
