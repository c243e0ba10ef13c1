import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { PublicEscalaResponse } from '../../shared/schemas/escalas';
import { readEscala } from './api';

const CELEBRATION = {
  ministerio_id: 2,
  ministerio_nome: 'Leitores',
  inicio: '2026-12-06T10:00:00-03:00',
  titulo: 'Missa dominical',
  ent_name: 'Matriz',
  funcoes: [{ nome: '1ª leitura', pessoas: ['Maria'] }],
};
const ANSWER = { data: [CELEBRATION] };

const accepts = (answer: unknown) => PublicEscalaResponse.safeParse(answer).success;
const reads = (answer: unknown) => {
  try {
    readEscala(answer);
    return true;
  } catch (error) {
    if (!(error instanceof ApiError && error.message.startsWith('Resposta inesperada do portal'))) throw error;
    return false;
  }
};
const with_ = (patch: Record<string, unknown>) => ({ data: [{ ...CELEBRATION, ...patch }] });

describe('readEscala', () => {
  it('reads the celebrations with their positions and the names the parish shows', () => {
    expect(readEscala(ANSWER)).toEqual([CELEBRATION]);
    expect(readEscala({ data: [] })).toEqual([]);
  });

  it('accepts and refuses what the shared schema accepts and refuses', () => {
    const answers = [
      ANSWER,
      with_({ ent_name: null }),
      with_({ ent_name: 3 }),
      with_({ ministerio_id: '2' }),
      with_({ funcoes: [{ nome: 'Salmo', pessoas: [1] }] }),
      with_({ funcoes: [{ nome: 'Salmo' }] }),
      with_({ inicio: null }),
      { data: null },
      null,
    ];
    for (const answer of answers) expect(reads(answer), JSON.stringify(answer)).toBe(accepts(answer));
  });
});
