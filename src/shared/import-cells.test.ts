import { describe, expect, it } from 'vitest';
import { cellChoice, cellDate, cellMoney, cellPhone, rowBody } from './import-cells';
import { guessMapping, headerKey } from './import-fields';
import { CIVIL_STATUS, createRegisterSchema, RACE } from './schemas/registers';
import { DEFAULT_TIME_ZONE } from './time-zone';
import { mappingProblems } from './schemas/imports';

describe('guessMapping', () => {
  it('reads the headers secretaries write, whatever their accents, case and punctuation', () => {
    expect(headerKey('Nº do Carnê')).toBe('no do carne');
    expect(
      guessMapping('registros', ['NOME COMPLETO', 'Dt. Nasc.', 'Celular', 'C.P.F.', 'e-mail', 'Endereço', 'Nº', 'UF', 'Telefone da Mãe', 'Observações']),
    ).toEqual(['name', 'born_date', 'phone', 'cpf', 'email', 'address', 'address_number', 'state', 'motherPhone', null]);
    expect(guessMapping('dizimistas', ['Nome', 'Data de Nascimento', 'Nº do carnê', 'Valor pactuado (R$)', 'Forma preferida'])).toEqual([
      'name',
      'born_date',
      'numero_carne',
      'valor_pactuado_centavos',
      'metodo_preferido',
    ]);
    expect(guessMapping('matrimonio', ['Noivo', 'Noiva', 'Pai do noivo', 'Data do casamento', 'Livro', 'Fls.', 'Termo', 'Efeito civil'])).toEqual([
      'conjuge1.nome',
      'conjuge2.nome',
      'conjuge1.pai',
      'data',
      'livro',
      'folha',
      'termo',
      'efeito_civil',
    ]);
  });

  it('gives a field to one column only: the first that names it', () => {
    expect(guessMapping('registros', ['Nome', 'Nome'])).toEqual(['name', null]);
  });
});

describe('cells as the form sends them', () => {
  it('dates in DD/MM/AAAA or AAAA-MM-DD, an impossible one left for the schema to refuse', () => {
    expect(cellDate('05/03/1961')).toBe('1961-03-05');
    expect(cellDate('1/2/1950')).toBe('1950-02-01');
    expect(cellDate('1994-07-09')).toBe('1994-07-09');
    expect(cellDate('1994-07-09 00:00:00')).toBe('1994-07-09');
    expect(cellDate('31/02/1990')).toBe('1990-02-31');
    expect(createRegisterSchema(DEFAULT_TIME_ZONE).shape.born_date.safeParse('1990-02-31').success).toBe(false);
  });

  it('phones without +55 or punctuation; choices by label in either gender or by code; money as typed', () => {
    expect(cellPhone('+55 (19) 99876-5432')).toBe('19998765432');
    expect(cellPhone('019 99876-5432')).toBe('19998765432');
    expect(cellChoice('Viúva', CIVIL_STATUS)).toBe('6');
    expect(cellChoice('CASADA', CIVIL_STATUS)).toBe('2');
    expect(cellChoice('2', CIVIL_STATUS)).toBe('2');
    expect(cellChoice('Parda', RACE)).toBe('3');
    expect(cellChoice('Noivo', CIVIL_STATUS)).toBe('Noivo');
    expect(cellMoney('R$ 1.234,56')).toBe('123456');
    expect(cellMoney('50.5')).toBe('5050');
    expect(cellMoney('dez')).toBe('dez');
  });

  it('a line becomes the body the form would send: numbers that lost their zeros padded, nested fields, empty cells left out', () => {
    expect(rowBody('registros', ['name', 'cpf', 'cep', null, 'born_date'], ['Tiago', '200300458', '1310100', 'ignorada', ''])).toEqual({
      name: 'Tiago',
      cpf: '00200300458',
      cep: '01310100',
    });
    expect(rowBody('matrimonio', ['conjuge1.nome', 'conjuge2.nome', 'efeito_civil'], ['José', 'Maria', 'Sim'])).toEqual({
      conjuge1: { nome: 'José' },
      conjuge2: { nome: 'Maria' },
      efeito_civil: 'true',
    });
  });
});

describe('mappingProblems', () => {
  it('one choice per column, known fields, none twice, the required ones present', () => {
    expect(mappingProblems('registros', 3, ['name', 'born_date', 'phone'])).toEqual([]);
    expect(mappingProblems('registros', 2, ['name'])).toEqual(['Escolha um campo (ou nenhum) para cada coluna da planilha.']);
    expect(mappingProblems('obito', 2, ['nome', 'nome'])).toEqual(['O campo "Nome" foi escolhido para mais de uma coluna.', 'Escolha a coluna de: Data.']);
  });
});
