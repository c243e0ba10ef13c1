import { describe, expect, it } from 'vitest';
import { catechistStatusLabel, CRISMA_MSG, type CrismaClass, type Crismando } from '../../shared/schemas/catechesis';
import { addRefusal, saveRefusal, transferCandidates, transferDestinations, transferRefusal, type SelectedPerson } from './enrol-rules';

const student = (register_id: number): Crismando => ({ register_id, register_name: `Pessoa ${register_id}`, batizado: 0, turma_id: 7 });
const picked = (register_id: number): SelectedPerson => ({ register_id, name: `Pessoa ${register_id}`, photo: null, batizado: 0 });
const enrolled = [student(1), student(2), student(3)];

describe('enrolment', () => {
  it('cannot add someone already in the class or already selected', () => {
    expect(addRefusal(CRISMA_MSG, 2, enrolled, [])).toBe('Já está nesta turma.');
    expect(addRefusal(CRISMA_MSG, 9, enrolled, [picked(9)])).toBe('Já está na lista de selecionados.');
    expect(addRefusal(CRISMA_MSG, 9, enrolled, [picked(8)])).toBeNull();
  });

  it('saves only with a valid class and at least one person', () => {
    expect(saveRefusal(CRISMA_MSG, 7, [])).toBe(CRISMA_MSG.enrolNoneSelected);
    expect(saveRefusal(CRISMA_MSG, null, [picked(1)])).toBe(CRISMA_MSG.classNotFound);
    expect(saveRefusal(CRISMA_MSG, Number.NaN, [picked(1)])).toBe(CRISMA_MSG.classNotFound);
    expect(saveRefusal(CRISMA_MSG, 7, [picked(1)])).toBeNull();
  });
});

describe('transfer', () => {
  it('offers every class but the current one as destination', () => {
    const classes = [7, 8, 9].map((id) => ({ id }) as CrismaClass);
    expect(transferDestinations(classes, 7).map((c) => c.id)).toEqual([8, 9]);
  });

  it('offers only people of this class not yet chosen', () => {
    expect(transferCandidates(enrolled, [2]).map((s) => s.register_id)).toEqual([1, 3]);
  });

  it('needs a destination, then at least one name, of this class', () => {
    expect(transferRefusal(CRISMA_MSG, null, [1], enrolled)).toBe('Selecione a turma de destino');
    expect(transferRefusal(CRISMA_MSG, 8, [], enrolled)).toBe('Adicione ao menos um nome para transferir');
    expect(transferRefusal(CRISMA_MSG, 8, [99], enrolled)).toBe(CRISMA_MSG.transferNotInSource);
    expect(transferRefusal(CRISMA_MSG, 8, [1, 3], enrolled)).toBeNull();
  });
});

describe('catechist status label', () => {
  it('shows Inativo for 2 and Ativo for any other value', () => {
    expect([1, 2, 0, 3, null, undefined].map(catechistStatusLabel)).toEqual(['Ativo', 'Inativo', 'Ativo', 'Ativo', 'Ativo', 'Ativo']);
  });
});
