import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { HorariosResponse } from '../../shared/schemas/agenda';
import { readMassTimes } from './api';

const TIME = {
  inicio: '2026-12-06T10:00:00-03:00',
  fim: '2026-12-06T11:00:00-03:00',
  titulo: 'Missa',
  tipo: 'missa',
  ent_id: 1,
  ent_name: 'Matriz',
  cancelada: false,
  celebracao_id: 3,
};
const ANSWER = {
  paroquia: { id: 1, nome: 'Paróquia São José', time_zone: 'America/Sao_Paulo' },
  data: [{ ent_id: 1, ent_name: 'Matriz', ocorrencias: [TIME] }],
};

const accepts = (answer: unknown) => HorariosResponse.safeParse(answer).success;
const reads = (answer: unknown) => {
  try {
    readMassTimes(answer);
    return true;
  } catch (error) {
    if (!(error instanceof ApiError && error.message.startsWith('Resposta inesperada do portal'))) throw error;
    return false;
  }
};
const withTime = (patch: Record<string, unknown>) => ({ ...ANSWER, data: [{ ...ANSWER.data[0], ocorrencias: [{ ...TIME, ...patch }] }] });

describe('readMassTimes', () => {
  it('reads the week by community as the element shows it', () => {
    expect(readMassTimes(ANSWER)).toEqual({
      parish: { id: 1, nome: 'Paróquia São José', timeZone: 'America/Sao_Paulo' },
      communities: [
        {
          ent_id: 1,
          ent_name: 'Matriz',
          ocorrencias: [{ ...TIME, celebracao_id: undefined, alterada: false, motivo: null, celebrante: null, coletiva: false }].map(
            ({ celebracao_id: _, ...t }) => t,
          ),
        },
      ],
    });
    expect(readMassTimes(withTime({ cancelada: true, motivo: 'Retiro' })).communities[0].ocorrencias[0]).toMatchObject({ cancelada: true, motivo: 'Retiro' });
    expect(readMassTimes(withTime({ coletiva: true })).communities[0].ocorrencias[0].coletiva).toBe(true);
  });

  it('accepts and refuses what the shared schema accepts and refuses', () => {
    const answers = [
      ANSWER,
      { ...ANSWER, data: [] },
      withTime({ alterada: true, motivo: 'Festa' }),
      withTime({ ent_id: null, ent_name: null }),
      withTime({ tipo: 'evento' }),
      withTime({ tipo: 'festa' }),
      withTime({ cancelada: 'não' }),
      withTime({ inicio: 10 }),
      withTime({ motivo: null }),
      withTime({ coletiva: true }),
      withTime({ coletiva: 'sim' }),
      { ...ANSWER, paroquia: null },
      { ...ANSWER, data: [{ ent_id: '1', ent_name: 'Matriz', ocorrencias: [] }] },
      { paroquia: ANSWER.paroquia },
      null,
      '<html>',
      [],
    ];
    for (const a of answers) expect(reads(a), JSON.stringify(a)).toBe(accepts(a));
  });
});
