import { describe, expect, it } from 'vitest';
import { PIX_KEY_TYPES, PIX_MSG, PixSettingsBody, normalisePixKey, parsePixPayload, pixPayload, type PixKeyType } from './pix';

/** CRC16-CCITT-FALSE written here on its own (bitwise, poly 0x1021, init 0xFFFF), not taken from pix.ts. */
function crcCcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    for (let i = 0; i < 8; i++) {
      const bit = ((byte >> (7 - i)) & 1) === 1;
      const top = (crc & 0x8000) !== 0;
      crc = (crc << 1) & 0xffff;
      if (bit !== top) crc ^= 0x1021;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

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
    [{ tipo_chave: 'cpf', chave: '52998224725', beneficiario: 'x'.repeat(26), cidade: 'Itu' }, 'beneficiario', PIX_MSG.beneficiarioMax],
    [{ tipo_chave: 'cpf', chave: '52998224725', beneficiario: 'Paróquia', cidade: '' }, 'cidade', PIX_MSG.cidadeRequired],
    [{ tipo_chave: 'cpf', chave: '52998224725', beneficiario: 'Paróquia', cidade: 'São José dos Campos' }, 'cidade', PIX_MSG.cidadeMax],
  ])('refuses %j on %s', (body, field, message) => {
    const result = PixSettingsBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });

  it('trims name and city, keeping up to 25 and 15 characters', () => {
    const body = { tipo_chave: 'cpf', chave: '52998224725', beneficiario: ` ${'a'.repeat(25)} `, cidade: ` ${'b'.repeat(15)} ` };
    expect(PixSettingsBody.parse(body)).toMatchObject({ beneficiario: 'a'.repeat(25), cidade: 'b'.repeat(15) });
  });
});

describe('pixPayload / parsePixPayload', () => {
  const cases = [
    { chave: '52998224725', valorCentavos: 15000, txid: 'DZ000123' },
    { chave: '+5511987654321', valorCentavos: 1, txid: 'DZ1' },
    { chave: 'secretaria@paroquia.org.br', valorCentavos: 1999, txid: 'A'.repeat(25) },
    { chave: '123e4567-e89b-42d3-a456-426614174000', valorCentavos: 123456789, txid: 'DZ000042' },
  ];
  it.each(cases)('builds and reads back %j', ({ chave, valorCentavos, txid }) => {
    const payload = pixPayload({ chave, beneficiario: 'Paróquia São José', cidade: 'São Paulo', valorCentavos, txid });
    expect(parsePixPayload(payload)).toEqual({ chave, valorCentavos, txid, crcOk: true });
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crcCcittFalse(payload.slice(0, -4)));
  });

  it('builds the BR Code field by field, without accents', () => {
    const payload = pixPayload({ chave: '52998224725', beneficiario: 'Paróquia São José', cidade: 'São Paulo', valorCentavos: 15000, txid: 'DZ000123' });
    const body =
      '000201' +
      '26330014br.gov.bcb.pix011152998224725' +
      '52040000' +
      '5303986' +
      '5406150.00' +
      '5802BR' +
      '5917PAROQUIA SAO JOSE' +
      '6009SAO PAULO' +
      '62120508DZ000123' +
      '6304';
    expect(payload).toBe(body + crcCcittFalse(body));
  });

  it('has no amount and txid *** when they are omitted', () => {
    const payload = pixPayload({ chave: '52998224725', beneficiario: 'Paróquia', cidade: 'Itu' });
    expect(payload).toContain('62070503***');
    expect(payload).not.toMatch(/5802BR.*54\d\d/);
    expect(parsePixPayload(payload)).toEqual({ chave: '52998224725', valorCentavos: null, txid: null, crcOk: true });
  });

  it('removes accents and symbols the standard does not allow from name and city', () => {
    const payload = pixPayload({ chave: '52998224725', beneficiario: 'Paróquia Nª Sª Conceição', cidade: 'Ribeirão Preto' });
    expect(payload).toContain('5924PAROQUIA NA SA CONCEICAO');
    expect(payload).toContain('6014RIBEIRAO PRETO');
  });

  it('refuses a txid that is not 1 to 25 letters or digits, and amounts that are not whole centavos', () => {
    const base = { chave: '52998224725', beneficiario: 'Paróquia', cidade: 'Itu' };
    expect(() => pixPayload({ ...base, txid: 'DZ-000123' })).toThrow(PIX_MSG.txid);
    expect(() => pixPayload({ ...base, txid: 'A'.repeat(26) })).toThrow(PIX_MSG.txid);
    expect(() => pixPayload({ ...base, valorCentavos: 10.5 })).toThrow(PIX_MSG.valor);
    expect(() => pixPayload({ ...base, valorCentavos: 0 })).toThrow(PIX_MSG.valor);
  });

  it('reports a tampered payload as failing the CRC check', () => {
    const payload = pixPayload({ chave: '52998224725', beneficiario: 'Paróquia', cidade: 'Itu', valorCentavos: 15000, txid: 'DZ000123' });
    const tampered = payload.replace('5406150.00', '5406990.00');
    expect(tampered).not.toBe(payload);
    expect(parsePixPayload(tampered)).toEqual({ chave: '52998224725', valorCentavos: 99000, txid: 'DZ000123', crcOk: false });
    const wrongCrc = payload.slice(0, -4) + (payload.slice(-4) === '0000' ? '0001' : '0000');
    expect(parsePixPayload(wrongCrc).crcOk).toBe(false);
  });

  it('refuses what is not a static PIX code', () => {
    expect(() => parsePixPayload('não é um pix')).toThrow(PIX_MSG.payloadInvalid);
    expect(() => parsePixPayload('0002016304ABCD')).toThrow(PIX_MSG.payloadInvalid);
  });
});
