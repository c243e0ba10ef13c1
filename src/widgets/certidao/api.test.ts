import { describe, expect, it } from 'vitest';
import { PublicCertificate } from '../../shared/schemas/sacramentos';
import { readVerification } from './api';

describe("the verification's reader", () => {
  it('reads what the shared schema describes, and nothing else', () => {
    const answer = {
      codigo: 'K7Q2-M9XD-4HTA-P0WE',
      paroquia: 'Paróquia São José',
      tipo: 'Batismo',
      nome: '<b>Ana</b>',
      emitida_em: '2026-11-26',
      anulado: false,
      retificado: true,
      data: '1987-03-15',
      livro: 3,
      folha: 12,
      termo: 45,
      extra: 1,
    };
    expect(readVerification(answer)).toEqual(PublicCertificate.parse(answer));
  });

  it('refuses an answer of another shape', () => {
    expect(() => readVerification({ codigo: 'X', anulado: 'não' })).toThrow(/^Resposta inesperada do portal/);
    expect(() => readVerification('<html>')).toThrow(/^Resposta inesperada do portal/);
  });
});
