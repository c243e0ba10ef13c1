import { describe, expect, it } from 'vitest';
import { BatismoVagas, CONSENTIMENTO_BATISMO, Reserva } from '../../shared/schemas/solicitacoes';
import { readReserva, readVagas } from './api';
import { CONSENTIMENTO_BATISMO as SHOWN } from './consent';

const VAGA = { id: 1, data: '2026-12-12', hora: '10:00', local: 'Matriz', vagas_livres: 3, taxa_centavos: 5000 };
const VAGAS = {
  paroquia: 'Paróquia São José',
  datas: [VAGA],
  cursos: [{ ...VAGA, id: 2, local: null }],
  idade_maxima_anos: 7,
  exige_casamento_padrinhos: true,
  taxa_certidao_centavos: 0,
};

const reads = (read: (a: unknown) => unknown, answer: unknown) => {
  try {
    read(answer);
    return true;
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith('Resposta inesperada do portal'))) throw error;
    return false;
  }
};

describe('the baptism request element', () => {
  it('shows the consent text the server stores, word for word', () => {
    expect(SHOWN).toBe(CONSENTIMENTO_BATISMO);
  });

  it('reads the free places and a hold as the shared schemas describe them, and refuses what they refuse', () => {
    expect(readVagas(VAGAS)).toMatchObject({ paroquia: 'Paróquia São José', datas: [VAGA], idade_maxima_anos: 7, exige_casamento_padrinhos: true });
    for (const v of [
      VAGAS,
      { ...VAGAS, datas: [{ ...VAGA, vagas_livres: '3' }] },
      { ...VAGAS, cursos: null },
      { ...VAGAS, exige_casamento_padrinhos: 1 },
      null,
    ]) {
      expect(reads(readVagas, v), JSON.stringify(v)).toBe(BatismoVagas.safeParse(v).success);
    }
    for (const r of [{ reserva: 'abc', expira_em: '2026-12-01T10:15:00Z' }, { reserva: 1, expira_em: 'x' }, {}]) {
      expect(reads(readReserva, r), JSON.stringify(r)).toBe(Reserva.safeParse(r).success);
    }
  });
});
