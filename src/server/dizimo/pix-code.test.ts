import { describe, expect, it } from 'vitest';
import { PIX_MSG } from '../../shared/pix';
import { parsePixPayload, pixPayload } from './pix-code';

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
