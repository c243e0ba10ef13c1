import { describe, expect, it } from 'vitest';
import { PublicCertificate } from '../../shared/schemas/sacramentos';
import { PublicDecreto } from '../../shared/schemas/diocese';
import { PublicCursoCertificado } from '../../shared/schemas/solicitacoes';
import { readCourse, readDecree, readVerification } from './api';

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

describe("the decree verification's reader", () => {
  it('reads what the shared schema describes, and nothing else', () => {
    const answer = {
      codigo: 'K7Q2-M9XD-4HTA-P0WE',
      numero: '2026/0007',
      diocese: 'Diocese de Campinas',
      paroquia: 'Paróquia São José',
      protocolo: '2026-000012',
      tipo_nome: 'Retificação de registro',
      decisao: 'deferido',
      emitido_em: '2026-11-26T14:00:00.000Z',
      assinante: 'Pe. João, chanceler',
      extra: 1,
    };
    expect(readDecree(answer)).toEqual(PublicDecreto.parse(answer));
  });

  it('refuses a decision that is not one', () => {
    expect(() =>
      readDecree({ codigo: 'X', numero: '1', diocese: 'D', paroquia: 'P', protocolo: '1', tipo_nome: 'T', decisao: 'talvez', emitido_em: 'x', assinante: 'A' }),
    ).toThrow(/^Resposta inesperada do portal/);
  });
});

describe("the course certificate verification's reader", () => {
  it('reads what the shared schema describes, and nothing else', () => {
    const answer = {
      codigo: 'K7Q2-M9XD-4HTA-P0WE',
      nome: 'Otávio Verificado',
      paroquia: 'Paróquia São José',
      data: '2026-12-03',
      valido_ate: '2028-12-03',
      valido: true,
      cpf: '12345678909',
    };
    expect(readCourse(answer)).toEqual(PublicCursoCertificado.parse(answer));
    expect(() => readCourse({ ...answer, valido: 'sim' })).toThrow(/^Resposta inesperada do portal/);
  });
});
