import { describe, expect, it } from 'vitest';
import { CASAMENTOS_MSG, CasamentoBody } from './casamentos';

const couple = { conjuge1: { nome: 'Noivo Teste' }, conjuge2: { nome: 'Noiva Teste' } };
const refusals = (body: object) => {
  const parsed = CasamentoBody.safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the wished wedding time', () => {
  it('is a date, an hour and a church together, or none of them', () => {
    expect(refusals(couple)).toEqual({});
    expect(refusals({ ...couple, data_prevista: '2031-05-10', hora_prevista: '10:00', ent_id: 2 })).toEqual({});
    expect(refusals({ ...couple, hora_prevista: '10:00', ent_id: 2 })).toEqual({ data_prevista: CASAMENTOS_MSG.dataRequired });
    expect(refusals({ ...couple, data_prevista: '2031-05-10', ent_id: 2 })).toEqual({ hora_prevista: CASAMENTOS_MSG.horaRequired });
    expect(refusals({ ...couple, data_prevista: '2031-05-10', hora_prevista: '10:00' })).toEqual({ ent_id: CASAMENTOS_MSG.igrejaRequired });
  });
});
