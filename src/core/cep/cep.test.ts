import { describe, expect, it } from 'vitest';
import { addressFromViaCep, cepUrl, fillEmpty } from './cep';

describe('CEP', () => {
  it("asks ViaCEP's format at the configured base", () => {
    expect(cepUrl('https://viacep.com.br/ws', '13010100')).toBe('https://viacep.com.br/ws/13010100/json/');
    expect(cepUrl('http://127.0.0.1:4000/ws/', '01001000')).toBe('http://127.0.0.1:4000/ws/01001000/json/');
  });

  it('reads an address, and a missing CEP as null', () => {
    const body = { cep: '13010-100', logradouro: 'Rua Barão de Jaguara', bairro: 'Centro', localidade: 'Campinas', uf: 'SP' };
    expect(addressFromViaCep(body)).toEqual({ address: 'Rua Barão de Jaguara', home_situation: 'Centro', city: 'Campinas', state: 'SP', country: 'Brasil' });
    expect(addressFromViaCep({ erro: true })).toBeNull();
    expect(addressFromViaCep({ erro: 'true' })).toBeNull();
    expect(addressFromViaCep('<html>')).toBeNull();
  });

  it('fills only the empty fields, and Brasil when the country is empty', () => {
    const found = { address: 'Rua A', home_situation: 'Centro', city: 'Campinas', state: 'SP', country: 'Brasil' };
    expect(fillEmpty({ address: 'Rua Minha', home_situation: ' ', city: '', state: 'MG', country: '' }, found)).toEqual({
      home_situation: 'Centro',
      city: 'Campinas',
      country: 'Brasil',
    });
    expect(fillEmpty({ address: '', home_situation: '', city: '', state: '', country: 'Portugal' }, { ...found, address: '' })).toEqual({
      home_situation: 'Centro',
      city: 'Campinas',
      state: 'SP',
    });
  });
});
