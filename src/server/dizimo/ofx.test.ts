// The OFX reader is server-only (src/server/dizimo/ofx.ts) but pure: its test lives here so the 'unit'
// project runs it, without the 'server' project's global setup (a seeded PostgreSQL for every run).
import { describe, expect, it } from 'vitest';
import { OFX_MSG, decodeOfx, ofxAmountCents, parseOfxCredits, tithesTxid } from './ofx';

/** OFX 1.02 SGML as Brazilian banks send it: header lines, then tags without closing tags on leaves. */
const SGML = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1>
<SONRS>
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<DTSERVER>20250310120000[-3:BRT]
<LANGUAGE>POR
</SONRS>
</SIGNONMSGSRSV1>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1001
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<STMTRS>
<CURDEF>BRL
<BANKACCTFROM>
<BANKID>0001
<BRANCHID>1234-5
<ACCTID>12345-6
<ACCTTYPE>CHECKING
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>20250301000000[-3:BRT]
<DTEND>20250310235959[-3:BRT]
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20250305233000[-3:BRT]
<TRNAMT>150.00
<FITID>202503050001
<CHECKNUM>000001
<MEMO>PIX RECEBIDO - TXID DZ000123 - MARIA DA SILVA
</STMTTRN>
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20250306
<TRNAMT>50,10
<FITID>202503060002
<NAME>JOÃO PEREIRA
<MEMO>Pix recebido txid:dz000456
</STMTTRN>
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20250307083000[-3:BRT]
<TRNAMT>1234.56
<FITID>202503070003
<MEMO>TED RECEBIDA - JOSÉ SANTOS
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20250308
<TRNAMT>-89.90
<FITID>202503080004
<MEMO>PIX ENVIADO - TXID DZ000999 - CONTA DE LUZ
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL>
<BALAMT>1444.76
<DTASOF>20250310
</LEDGERBAL>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`;

const SGML_CREDITS = [
  { fitid: '202503050001', data: '2025-03-05', valorCentavos: 15000, memo: 'PIX RECEBIDO - TXID DZ000123 - MARIA DA SILVA', nome: null, txid: 'DZ000123' },
  { fitid: '202503060002', data: '2025-03-06', valorCentavos: 5010, memo: 'Pix recebido txid:dz000456', nome: 'JOÃO PEREIRA', txid: 'DZ000456' },
  { fitid: '202503070003', data: '2025-03-07', valorCentavos: 123456, memo: 'TED RECEBIDA - JOSÉ SANTOS', nome: null, txid: null },
];

const XML = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <BANKMSGSRSV1>
    <STMTTRNRS>
      <TRNUID>1</TRNUID>
      <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
      <STMTRS>
        <CURDEF>BRL</CURDEF>
        <BANKACCTFROM><BANKID>0260</BANKID><ACCTID>998877</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20250401000000[-3:BRT]</DTSTART>
          <DTEND>20250430000000[-3:BRT]</DTEND>
          <STMTTRN>
            <TRNTYPE>CREDIT</TRNTYPE>
            <DTPOSTED>20250402093000[-3:BRT]</DTPOSTED>
            <TRNAMT>0.07</TRNAMT>
            <FITID>abc-1</FITID>
            <NAME>Pix recebido txid:DZ000789 &amp; cia</NAME>
            <MEMO>Transferência recebida</MEMO>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>DEBIT</TRNTYPE>
            <DTPOSTED>20250403</DTPOSTED>
            <TRNAMT>-10.00</TRNAMT>
            <FITID>abc-2</FITID>
            <MEMO>Tarifa</MEMO>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>CREDIT</TRNTYPE>
            <DTPOSTED>20250430</DTPOSTED>
            <TRNAMT>19.99</TRNAMT>
            <FITID>abc-3</FITID>
            <MEMO>PIX RECEBIDO TXIDDZ000001</MEMO>
          </STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>100.00</BALAMT><DTASOF>20250430</DTASOF></LEDGERBAL>
      </STMTRS>
    </STMTTRNRS>
  </BANKMSGSRSV1>
</OFX>
`;

describe('parseOfxCredits', () => {
  it('reads the credits of an OFX 1.02 SGML statement, leaving the debit out', () => {
    expect(parseOfxCredits(SGML)).toEqual(SGML_CREDITS);
  });

  it('reads a latin1 (Windows-1252) file once decoded', () => {
    const bytes = Uint8Array.from(SGML, (ch) => ch.charCodeAt(0)); // every character here is latin1
    expect(bytes.length).toBe(SGML.length);
    expect(parseOfxCredits(decodeOfx(bytes))).toEqual(SGML_CREDITS);
    expect(parseOfxCredits(decodeOfx(new TextEncoder().encode(SGML)))).toEqual(SGML_CREDITS);
  });

  it('reads the credits of an OFX 2 XML statement', () => {
    expect(parseOfxCredits(XML)).toEqual([
      { fitid: 'abc-1', data: '2025-04-02', valorCentavos: 7, memo: 'Transferência recebida', nome: 'Pix recebido txid:DZ000789 & cia', txid: 'DZ000789' },
      { fitid: 'abc-3', data: '2025-04-30', valorCentavos: 1999, memo: 'PIX RECEBIDO TXIDDZ000001', nome: null, txid: 'DZ000001' },
    ]);
  });

  it('answers no credits for a statement without transactions', () => {
    const empty = SGML.replace(/<STMTTRN>[\s\S]*<\/STMTTRN>\n/, '');
    expect(empty).not.toContain('<STMTTRN>');
    expect(parseOfxCredits(empty)).toEqual([]);
  });

  it.each([
    ['', 'empty'],
    ['Data;Valor;Histórico\n05/03/2025;150,00;PIX RECEBIDO\n', 'a CSV'],
    ['%PDF-1.7\n%âãÏÓ\n', 'a PDF'],
    ['<OFX>\nfoo bar\n</OFX>\n', 'broken OFX'],
  ])('refuses %j (%s)', (text) => {
    expect(() => parseOfxCredits(text)).toThrow(new Error(OFX_MSG.invalid));
    expect(OFX_MSG.invalid).toBe('O arquivo não é um extrato OFX válido.');
  });
});

describe('ofxAmountCents', () => {
  it.each([
    ['150.00', 15000],
    ['150,00', 15000],
    ['0.07', 7],
    ['0.29', 29],
    ['1.1', 110],
    ['1234', 123400],
    ['+19.99', 1999],
    ['-89.90', -8990],
    ['4.355', 436],
    ['10.00000', 1000],
  ])('%s -> %i', (text, cents) => {
    expect(ofxAmountCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234,56', '1e3', '12.3.4'])('%j is not an amount', (text) => {
    expect(ofxAmountCents(text)).toBeNull();
  });
});

describe('tithesTxid', () => {
  it.each([
    [['PIX RECEBIDO - TXID DZ000123 - MARIA'], 'DZ000123'],
    [['Pix recebido txid:DZ000123'], 'DZ000123'],
    [['pix recebido txid dz42'], 'DZ42'],
    [['PIX RECEBIDO', 'MARIA DZ000123'], 'DZ000123'],
    [['PIX RECEBIDO - MARIA'], null],
    [['ADZ000123'], null],
    [['DZ'], null],
    [[null, undefined], null],
  ])('%j -> %j', (texts, txid) => {
    expect(tithesTxid(...texts)).toBe(txid);
  });
});
