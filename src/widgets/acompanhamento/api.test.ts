import { describe, expect, it } from 'vitest';
import { Acompanhamento } from '../../shared/schemas/solicitacoes';
import { readAcompanhamento } from './api';

const ANSWER = {
  codigo: 'SOL-000001',
  tipo: 'batismo',
  estado: 'curso',
  estado_rotulo: 'Curso',
  paroquia: 'Paróquia São José',
  criado_em: '2026-11-27T12:00:00.000Z',
  nome: 'Ana',
  data: { id: 1, data: '2026-12-12', hora: '10:00', local: 'Matriz' },
  curso: { id: 2, data: '2026-12-05', hora: '19:30', local: null },
  valor_centavos: 5000,
  pix: { payload: '000201...', txid: 'SOL000001', valor_centavos: 5000 },
  pago: false,
  prazo_pagamento: '2026-11-30T12:00:00.000Z',
  vaga_liberada: false,
  mensagens: [{ id: 1, de: 'paroquia', texto: 'Olá', autor: 'Secretaria', criado_em: '2026-11-27T13:00:00.000Z' }],
  resposta: null,
  certidao: null,
};

const reads = (answer: unknown) => {
  try {
    readAcompanhamento(answer);
    return true;
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith('Resposta inesperada do portal'))) throw error;
    return false;
  }
};

describe("the follow-up page's reader", () => {
  it('reads what the shared schema describes, and refuses what it refuses', () => {
    expect(readAcompanhamento(ANSWER)).toMatchObject({
      codigo: 'SOL-000001',
      estado_rotulo: 'Curso',
      pix: { payload: '000201...', valor_centavos: 5000 },
      curso: { local: null },
    });
    for (const a of [
      ANSWER,
      { ...ANSWER, pix: null, pago: true, certidao: { codigo: 'K7Q2', url: '/api/public/pedidos/x/certidao.pdf' } },
      { ...ANSWER, tipo: 'certidao', estado: 'nao_encontrado', resposta: 'Não encontramos o registro nos livros da paróquia.' },
      { ...ANSWER, resposta: 3 },
      { ...ANSWER, tipo: 'crisma' },
      { ...ANSWER, mensagens: [{ ...ANSWER.mensagens[0], de: 'outro' }] },
      { ...ANSWER, pago: 'não' },
      '<html>',
    ]) {
      expect(reads(a), JSON.stringify(a).slice(0, 80)).toBe(Acompanhamento.safeParse(a).success);
    }
  });
});
