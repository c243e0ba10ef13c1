import { describe, expect, it } from 'vitest';
import { PIX_KEY_TYPES, PIX_LIMITS, PIX_MSG, PixSettingsBody, normalisePixKey, pixAbbreviation, type PixKeyType } from './pix';

const settings = { beneficiario: 'Paróquia São José', cidade: 'São Paulo' };

describe('PixSettingsBody', () => {
  const valid: [PixKeyType, string, string][] = [
    ['cpf', '529.982.247-25', '52998224725'],
    ['cpf', '52998224725', '52998224725'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['cnpj', '11222333000181', '11222333000181'],
    ['email', ' Secretaria@Paroquia.org.br ', 'secretaria@paroquia.org.br'],
    ['telefone', '(11) 98765-4321', '+5511987654321'],
    ['telefone', '+55 21 99876-5432', '+5521998765432'],
    ['telefone', '5551987654321', '+5551987654321'],
    ['aleatoria', '123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
  ];
  it.each(valid)('%s %j is valid and becomes %j', (tipo_chave, chave, normalised) => {
    const result = PixSettingsBody.safeParse({ tipo_chave, chave, ...settings });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ tipo_chave, chave: normalised, ...settings });
    expect(normalisePixKey(tipo_chave, chave)).toBe(normalised);
  });

  const invalid: [PixKeyType, string][] = [
    ['cpf', '529.982.247-24'],
    ['cpf', '111.111.111-11'],
    ['cpf', '5299822472'],
    ['cpf', '11222333000181'],
    ['cpf', 'abc52998224725'],
    ['cnpj', '11.222.333/0001-82'],
    ['cnpj', '00000000000000'],
    ['cnpj', '52998224725'],
    ['email', 'secretaria@'],
    ['email', 'paroquia.org.br'],
    ['telefone', '(11) 3456-7890'],
    ['telefone', '(10) 98765-4321'],
    ['telefone', '98765-4321'],
    ['telefone', 'fone 11987654321'],
    ['aleatoria', '123e4567e89b42d3a456426614174000'],
    ['aleatoria', '123e4567-e89b-42d3-a456-42661417400g'],
    ['aleatoria', '52998224725'],
  ];
  it.each(invalid)('%s %j is refused with its message', (tipo_chave, chave) => {
    const result = PixSettingsBody.safeParse({ tipo_chave, chave, ...settings });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['chave'], message: PIX_MSG.key[tipo_chave] })]);
    expect(normalisePixKey(tipo_chave, chave)).toBeNull();
  });

  it('has a message for every key type, in Portuguese', () => {
    expect(Object.keys(PIX_MSG.key).sort()).toEqual(Object.keys(PIX_KEY_TYPES).sort());
    expect(PIX_MSG.key.cpf).toBe('CPF inválido. Informe os 11 dígitos de um CPF válido.');
  });

  it.each([
    [{ tipo_chave: 'pix', chave: '52998224725', ...settings }, 'tipo_chave', PIX_MSG.tipo],
    [{ tipo_chave: 'cpf', chave: '  ', ...settings }, 'chave', PIX_MSG.chaveRequired],
    [{ tipo_chave: 'cpf', chave: '52998224725', beneficiario: '   ', cidade: 'Itu' }, 'beneficiario', PIX_MSG.beneficiarioRequired],
    [{ tipo_chave: 'cpf', chave: '52998224725', beneficiario: 'x'.repeat(26), cidade: 'Itu' }, 'beneficiario', PIX_MSG.beneficiarioMax(26, 'x'.repeat(25))],
    [{ tipo_chave: 'cpf', chave: '52998224725', beneficiario: 'Paróquia', cidade: '' }, 'cidade', PIX_MSG.cidadeRequired],
    [{ tipo_chave: 'cpf', chave: '52998224725', beneficiario: 'Paróquia', cidade: 'São José dos Campos' }, 'cidade', PIX_MSG.cidadeMax(19, 'S Jose Campos')],
    [{ tipo_chave: 'cpf', chave: '52998224725', beneficiario: '✝✝✝', cidade: 'Itu' }, 'beneficiario', PIX_MSG.beneficiarioNoLetters],
    [{ tipo_chave: 'cpf', chave: '52998224725', beneficiario: '聖母教会', cidade: 'Itu' }, 'beneficiario', PIX_MSG.beneficiarioNoLetters],
    [{ tipo_chave: 'cpf', chave: '52998224725', beneficiario: 'Paróquia', cidade: '東京' }, 'cidade', PIX_MSG.cidadeNoLetters],
  ])('refuses %j on %s', (body, field, message) => {
    const result = PixSettingsBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });

  it('suggests an abbreviation of a long name, within the limit, that itself is accepted', () => {
    const body = { tipo_chave: 'cpf', chave: '52998224725', beneficiario: 'Paróquia Nossa Senhora Aparecida do Norte', cidade: 'Itu' };
    const suggestion = pixAbbreviation(body.beneficiario, PIX_LIMITS.beneficiario);
    expect(suggestion).toBe('Par N Sra Aparecida Norte');
    expect(PixSettingsBody.safeParse(body).error!.issues).toEqual([
      expect.objectContaining({ path: ['beneficiario'], message: PIX_MSG.beneficiarioMax(41, suggestion) }),
    ]);
    expect(PIX_MSG.beneficiarioMax(41, suggestion)).toContain('Sugestão de abreviação: Par N Sra Aparecida Norte');
    expect(PixSettingsBody.safeParse({ ...body, beneficiario: suggestion }).success).toBe(true);
    expect(pixAbbreviation('Comunidade Evangelizadora Missionária Internacional', 25)).toBe('Com E M Internacional');
    expect(pixAbbreviation('Paróquia Nossa Senhora do Perpétuo Socorro', 25)).toBe('Par N Sra P Socorro');
  });

  it('trims name and city, keeping up to 25 and 15 characters', () => {
    const body = { tipo_chave: 'cpf', chave: '52998224725', beneficiario: ` ${'a'.repeat(25)} `, cidade: ` ${'b'.repeat(15)} ` };
    expect(PixSettingsBody.parse(body)).toMatchObject({ beneficiario: 'a'.repeat(25), cidade: 'b'.repeat(15) });
  });
});
