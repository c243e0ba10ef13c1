import { describe, expect, it } from 'vitest';
import { BatismoBody, CrismaBody, MatrimonioBody, type SacramentoRecord } from '../../shared/schemas/sacramentos';
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
  conjuge2: { register_id: null, nome: 'João', pai: 'José', mae: null, paroquia_batismo: 'Paróquia Santa Cruz', data_batismo: '1960-02-02' },
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
    expect(values).toMatchObject({
      livro: '3',
      folha: '12',
      termo: '45',
      celebrante: '',
      testemunha1: 'Pedro',
      efeito_civil: true,
      conjuge1: { register_id: '10', nome: 'Ana', pai: '', mae: 'Maria' },
    });
    expect(MatrimonioBody.parse(values)).toMatchObject({
      livro: 3,
      conjuge1: { register_id: 10, nome: 'Ana', mae: 'Maria' },
      conjuge2: { nome: 'João', pai: 'José', paroquia_batismo: 'Paróquia Santa Cruz', data_batismo: '1960-02-02' },
      efeito_civil: true,
      local: 'Matriz',
    });
    expect(values.conjuge1).toMatchObject({ paroquia_batismo: '', data_batismo: '' });
  });

  it("hold a baptism's witnesses one a line, parsed back into the list", () => {
    const baptism = {
      id: 8,
      tipo: 'batismo',
      livro: 6,
      folha: 1,
      termo: 2,
      register_id: null,
      nome: 'Clara',
      data: '2020-01-01',
      testemunhas: ['Rui', 'Sara'],
    } as unknown as SacramentoRecord;
    const values = valuesOf(baptism);
    expect(values.testemunhas).toBe('Rui\nSara');
    expect(BatismoBody.parse(values).testemunhas).toEqual(['Rui', 'Sara']);
  });

  it("keep a confirmation's baptism entry of this parish, so a correction sends it again", () => {
    const confirmation = {
      id: 9,
      tipo: 'crisma',
      livro: 2,
      folha: 4,
      termo: 7,
      register_id: null,
      nome: 'Davi',
      data: '2024-06-01',
      batismo_registro_id: 31,
      batismo_livro: 5,
      batismo_folha: 10,
      batismo_termo: 20,
    } as unknown as SacramentoRecord;
    const values = valuesOf(confirmation);
    expect(values).toMatchObject({ batismo_registro_id: '31', batismo_livro: '5', paroquia_batismo_id: '' });
    expect(CrismaBody.parse(values)).toMatchObject({ batismo_registro_id: 31, batismo_livro: 5, batismo_termo: 20 });
    expect(emptyValues('crisma')).toMatchObject({ batismo_registro_id: '' });
  });
});
