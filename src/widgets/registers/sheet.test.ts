import { describe, expect, it } from 'vitest';
import type { Register } from '../../shared/schemas/registers';
import { informed, sheetRows } from './sheet';

const EMPTY: Register = {
  id: 1,
  name: 'Pessoa',
  email: null,
  phone: null,
  cpf: null,
  rg: '',
  familly_qntd: 0,
  civil_status: null,
  age: 0,
  born_date: null,
  work_state: null,
  race: null,
  country: null,
  state: null,
  city: '  ',
  cep: null,
  address: null,
  address_number: null,
  mother_name: null,
  motherPhone: null,
  father_name: null,
  fatherPhone: null,
  home_situation: null,
  status: '0',
  photo: null,
};

const values = (rows: Array<{ label: string; value: string }>) => Object.fromEntries(rows.map((r) => [r.label, r.value]));

describe('Ficha do registro', () => {
  it("shows 'Não Informado' for empty, blank and zero values", () => {
    expect(informed(null)).toBe('Não Informado');
    expect(informed('')).toBe('Não Informado');
    expect(informed(0)).toBe('Não Informado');
    expect(informed('0')).toBe('Não Informado');
    const { person, family, address } = sheetRows(EMPTY, null);
    for (const row of [...person, ...family, ...address].filter((r) => r.label !== 'Status')) expect(row.value, row.label).toBe('Não Informado');
    expect(values(person).Status).toBe('Ativo');
  });

  it('formats every listed field', () => {
    const r: Register = {
      ...EMPTY,
      cpf: '52998224725',
      rg: '12.345.678-9',
      phone: '19987654321',
      email: 'ana@exemplo.com',
      civil_status: 3,
      work_state: 7,
      race: 5,
      age: 1,
      born_date: '2025-03-09',
      status: '1',
      familly_qntd: 4,
      mother_name: 'Maria',
      motherPhone: '1133334444',
      father_name: 'José',
      fatherPhone: '11987650000',
      address: 'Rua A',
      address_number: '10',
      home_situation: 'Centro',
      city: 'Campinas',
      state: 'SP',
      cep: '13010100',
      country: 'Brasil',
    };
    const { person, family, address } = sheetRows(r, 'Paróquia São José');
    expect(values(person)).toEqual({
      CPF: '529.982.247-25',
      RG: '12.345.678-9',
      Telefone: '+55 (19) 98765-4321',
      'E-mail': 'ana@exemplo.com',
      Paróquia: 'Paróquia São José',
      'Estado civil': 'União Estável',
      'Situação do trabalho': 'Jovem Aprendiz',
      Raça: 'Não declarado',
      Idade: '1 ano',
      Nascimento: '09/03/2025',
      Status: 'Inativo',
    });
    expect(values(family)).toEqual({
      'Qtd. familiares': '4',
      Mãe: 'Maria',
      'Telefone da mãe': '1133334444',
      Pai: 'José',
      'Telefone do pai': '+55 (11) 98765-0000',
    });
    expect(values(address)).toEqual({ Endereço: 'Rua A, 10', Bairro: 'Centro', Cidade: 'Campinas', Estado: 'SP', CEP: '13010-100', País: 'Brasil' });
  });
});
