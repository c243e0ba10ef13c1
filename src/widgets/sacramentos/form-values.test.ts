import { describe, expect, it } from 'vitest';
import { MatrimonioBody, type SacramentoRecord } from '../../shared/schemas/sacramentos';
import { emptyValues, valuesOf } from './form-values';

const marriage = {
  id: 7,
  tipo: 'matrimonio',
  livro: 3,
  folha: 12,
  termo: 45,
  register_id: 10,
  nome: 'Ana e João',
  data: '1990-05-12',
  celebrante: null,
  local: 'Matriz',
  conjuge1: { register_id: 10, nome: 'Ana', pai: null, mae: 'Maria' },
  conjuge2: { register_id: null, nome: 'João', pai: 'José', mae: null },
  testemunha1: 'Pedro',
  testemunha2: null,
  efeito_civil: true,
} as unknown as SacramentoRecord;

describe("a record's form values", () => {
  it('are blank for a new record: the numbers left to the system', () => {
    expect(emptyValues('batismo')).toMatchObject({ register_id: '', nome: '', data: '', livro: '', nascimento: '', madrinha: '' });
    expect(emptyValues('matrimonio')).toMatchObject({ conjuge1: { register_id: '', nome: '' }, efeito_civil: false });
    expect(emptyValues('matrimonio')).not.toHaveProperty('nome');
  });

  it("hold an existing record's fields as text, and parse back into the same record", () => {
    const values = valuesOf(marriage);
    expect(values).toMatchObject({ livro: '3', folha: '12', termo: '45', celebrante: '', testemunha1: 'Pedro', efeito_civil: true, conjuge1: { register_id: '10', nome: 'Ana', pai: '', mae: 'Maria' } });
    expect(MatrimonioBody.parse(values)).toMatchObject({ livro: 3, conjuge1: { register_id: 10, nome: 'Ana', mae: 'Maria' }, conjuge2: { nome: 'João', pai: 'José' }, efeito_civil: true, local: 'Matriz' });
  });
});
