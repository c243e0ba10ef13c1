// The OFX reader (src/server/dizimo/ofx.ts) is pure: no database, no app. Its test sits beside it, so the
// 'server' project runs it; the same fixtures go through the real import in statement.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFX_MSG, decodeOfx, ofxAmountCents, parseOfx, parseOfxLines, tithesTxid, type OfxCredit } from './ofx';
import { cpfPattern, payerName } from './payer-hints';

/** A fixture in a bank's real shape (./fixtures/ofx), decoded as an upload is. */
const fixture = (name: string) => decodeOfx(readFileSync(new URL(`./fixtures/ofx/${name}`, import.meta.url)));
const credits = (text: string) => parseOfx(text).credits;
/** What identifies and books a credit, without the account (checked on its own). */
const brief = ({ fitid, data, valorCentavos, memo, nome, txid, ocorrencia }: OfxCredit) => ({ fitid, data, valorCentavos, memo, nome, txid, ocorrencia });

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
  {
    fitid: '202503050001',
    data: '2025-03-05',
    valorCentavos: 15000,
    memo: 'PIX RECEBIDO - TXID DZ000123 - MARIA DA SILVA',
    nome: null,
    txid: 'DZ000123',
    ocorrencia: 1,
  },
  { fitid: '202503060002', data: '2025-03-06', valorCentavos: 5010, memo: 'Pix recebido txid:dz000456', nome: 'JOÃO PEREIRA', txid: 'DZ000456', ocorrencia: 1 },
  { fitid: '202503070003', data: '2025-03-07', valorCentavos: 123456, memo: 'TED RECEBIDA - JOSÉ SANTOS', nome: null, txid: null, ocorrencia: 1 },
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

describe('parseOfx', () => {
  it('reads the credits of an OFX 1.02 SGML statement, leaving the debit out', () => {
    expect(credits(SGML).map(brief)).toEqual(SGML_CREDITS);
    expect(credits(SGML)[0]).toMatchObject({ conta: { banco: '0001', agencia: '1234-5', conta: '12345-6' }, checknum: '000001', carne: 123 });
  });

  it('reads a latin1 (Windows-1252) file once decoded', () => {
    const bytes = Uint8Array.from(SGML, (ch) => ch.charCodeAt(0)); // every character here is latin1
    expect(bytes.length).toBe(SGML.length);
    expect(credits(decodeOfx(bytes)).map(brief)).toEqual(SGML_CREDITS);
    expect(credits(decodeOfx(new TextEncoder().encode(SGML))).map(brief)).toEqual(SGML_CREDITS);
  });

  it('reads the credits of an OFX 2 XML statement', () => {
    expect(credits(XML).map(brief)).toEqual([
      {
        fitid: 'abc-1',
        data: '2025-04-02',
        valorCentavos: 7,
        memo: 'Transferência recebida',
        nome: 'Pix recebido txid:DZ000789 & cia',
        txid: 'DZ000789',
        ocorrencia: 1,
      },
      { fitid: 'abc-3', data: '2025-04-30', valorCentavos: 1999, memo: 'PIX RECEBIDO TXIDDZ000001', nome: null, txid: 'DZ000001', ocorrencia: 1 },
    ]);
  });

  it('answers no credits for a statement without transactions', () => {
    const empty = SGML.replace(/<STMTTRN>[\s\S]*<\/STMTTRN>\n/, '');
    expect(empty).not.toContain('<STMTTRN>');
    expect(parseOfx(empty)).toEqual({ credits: [], balances: 0, refused: [] });
  });

  it.each([
    ['', 'empty'],
    ['Data;Valor;Histórico\n05/03/2025;150,00;PIX RECEBIDO\n', 'a CSV'],
    ['%PDF-1.7\n%âãÏÓ\n', 'a PDF'],
    ['<OFX>\nfoo bar\n</OFX>\n', 'broken OFX'],
  ])('refuses %j (%s)', (text) => {
    expect(() => parseOfx(text)).toThrow(new Error(OFX_MSG.invalid));
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
    ['1.234,56', 123456],
    ['1,000.01', 100001],
    ['1000000.01', 100000001],
    ['30.000.000,00', 3_000_000_000],
    ['1.000.000', 100_000_000],
  ])('%s -> %i', (text, cents) => {
    expect(ofxAmountCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1e3', '12.3.4', '1,2,3', '1.23.456,00', '-', '.'])('%j is not an amount', (text) => {
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

describe('real statements (fixtures in the banks’ shapes)', () => {
  it('Banco do Brasil, Windows-1252, two accounts: equal same-day credits are two lines, balance skipped, accounts kept apart', () => {
    const { credits: lines, balances, refused } = parseOfx(fixture('bb-duas-contas-1252.ofx'));
    expect(balances).toBe(1); // 'Saldo Anterior', empty FITID
    expect(refused).toEqual([]);
    const pix50 = lines.filter((c) => c.fitid === '20261110050000');
    expect(pix50.map((c) => [c.conta.conta, c.ocorrencia])).toEqual([
      ['21345-X', 1],
      ['21345-X', 2],
      ['98765-4', 1],
    ]);
    expect(pix50.every((c) => c.valorCentavos === 5000 && c.data === '2026-11-10' && c.memo === 'Pix - Recebido')).toBe(true);
    expect(lines.map((c) => c.valorCentavos)).toEqual([5000, 5000, 12000, 3500, 8000, 5000]);
    // The masked CPF's '•' (byte 0x95 in Windows-1252) and the accent are kept as the bank wrote them.
    expect(lines[3].memo).toBe('Pix - Recebido 11/11 09:05 •••.456.789-•• JOSÉ AUGUSTO');
    expect(lines[4]).toMatchObject({ txid: 'DZ000001', carne: 1 });
  });

  it('Itaú: SALDO ANTERIOR and SALDO TOTAL DISPONÍVEL DIA, written as credits, are counted and skipped', () => {
    const { credits: lines, balances } = parseOfx(fixture('itau-saldos-1252.ofx'));
    expect(balances).toBe(3);
    expect(lines.map((c) => [c.memo, c.valorCentavos])).toEqual([
      ['PIX TRANSF ANA CLA05/11', 20000],
      ['TED 237.0001.JOAO P SANTOS', 7550],
    ]);
    expect(lines[0].conta).toEqual({ banco: '0341', agencia: '', conta: '0654321234' });
  });

  it('a whole file on one line (compact SGML)', () => {
    expect(credits(fixture('compacto-uma-linha.ofx')).map((c) => [c.fitid, c.valorCentavos, c.txid])).toEqual([
      ['0000000001', 2500, null],
      ['0000000002', 6000, 'DZ000002'],
    ]);
  });

  it('Nubank without </BANKTRANLIST>, leaves closed, UTF-8 with masked CPFs', () => {
    const { credits: lines, balances } = parseOfx(fixture('nubank-sem-fechamento.ofx'));
    expect(balances).toBe(0);
    expect(lines.map((c) => [c.data, c.valorCentavos])).toEqual([
      ['2026-11-08', 15000],
      ['2026-11-10', 4590],
    ]);
    expect(lines[0].memo).toBe('Transferência recebida pelo Pix - JOÃO DA SILVA - •••.456.789-•• - BCO DO BRASIL S.A. (0001) Agência: 1234 Conta: 12345-6');
    expect(lines[0].conta).toEqual({ banco: '0260', agencia: '1', conta: '1234567-8' });
  });

  it('OFX 2 XML with empty FITIDs (<FITID></FITID> and <FITID/>): both credits read', () => {
    expect(credits(fixture('fitid-vazio-2x.ofx')).map((c) => [c.fitid, c.nome, c.memo, c.valorCentavos, c.ocorrencia])).toEqual([
      ['', 'PIX RECEBIDO', 'ROSA M FERREIRA', 1000, 1],
      ['', 'PIX RECEBIDO', 'CARLOS A SOUZA & FILHOS', 2000, 1],
    ]);
  });

  it('a credit-card statement is refused with a clear message', () => {
    expect(() => parseOfx(fixture('cartao-de-credito.ofx'))).toThrow(new Error(OFX_MSG.creditCard));
    expect(OFX_MSG.creditCard).toMatch(/^Este arquivo é de cartão de crédito/);
  });

  it('lines out of range are refused one by one, with their reason; a bad character reference is kept as written', () => {
    const { credits: lines, refused } = parseOfx(fixture('linhas-fora-do-limite.ofx'));
    expect(refused).toEqual([
      { linha: 1, descricao: 'PIX RECEBIDO TXID DZ99999999999', motivo: OFX_MSG.card('DZ99999999999') },
      { linha: 2, descricao: 'TED RECEBIDA - LEGADO', motivo: OFX_MSG.overLimit },
      { linha: 3, descricao: 'TED RECEBIDA - VENDA DE IMOVEL', motivo: OFX_MSG.overLimit },
      { linha: 5, descricao: 'PIX RECEBIDO - DATA ERRADA', motivo: OFX_MSG.date },
      { linha: 6, descricao: 'PIX RECEBIDO - VALOR ILEGIVEL', motivo: OFX_MSG.amount },
    ]);
    expect(lines.map((c) => [c.fitid, c.memo, c.valorCentavos])).toEqual([['B004', 'PIX RECEBIDO &#99999999; &#xD800; é ANA', 1234]]);
    expect(OFX_MSG.overLimit).toBe('Valor acima do limite por lançamento (R$\u00a01.000.000,00): lance-o à mão, em partes.');
  });
});

describe('payer hints', () => {
  it.each([
    ['Pix - Recebido 10/11 14:32 MARIA DE LOURDES', 'MARIA DE LOURDES'],
    ['Transferência recebida pelo Pix - JOÃO DA SILVA - •••.456.789-•• - BCO DO BRASIL S.A. (0001) Agência: 1234 Conta: 12345-6', 'JOÃO DA SILVA'],
    ['PIX RECEBIDO — ROSA M FERREIRA', 'ROSA M FERREIRA'],
    ['Pix recebido de ANA CLARA', 'ANA CLARA'],
    ['PIX RECEBIDO - SEM IDENTIFICACAO', null],
    ['Pix - Recebido', null],
  ])('the name in %j is %j', (text, name) => {
    expect(payerName(text)).toBe(name);
  });

  it.each([
    ['•••.456.789-••', '___456789__'],
    ['***.456.789-**', '___456789__'],
    ['CPF 529.982.247-25', '52998224725'],
    ['•••.•••.789-••', null],
    ['sem cpf', null],
  ])('the CPF pattern of %j is %j', (text, pattern) => {
    expect(cpfPattern(text)).toBe(pattern);
  });
});

describe('every line, for the books of account', () => {
  it('reads credits and debits signed, skips the balance lines, and takes LEDGERBAL as the closing balance', () => {
    const [statement, ...more] = parseOfxLines(fixture('bradesco-debitos-creditos-1252.ofx'), 1_000_000_000);
    expect(more).toEqual([]);
    expect(statement.conta).toEqual({ banco: '0237', agencia: '1234', conta: '0098765' });
    expect(statement.lines.map((l) => [l.data, l.valorCentavos])).toEqual([
      ['2026-10-05', 150000],
      ['2026-10-06', 5000],
      ['2026-10-10', -31250],
      ['2026-10-15', -4590],
      ['2026-10-20', -100000],
    ]);
    expect(statement.lines[4].descricao).toBe('MITRA DIOCESANA DE SÃO JOSÉ — PIX ENVIADO');
    expect(statement.balances).toBe(2);
    expect(statement.saldo).toEqual({ valorCentavos: 319160, data: '2026-10-31' });
    // One line, the SGML of a bank that writes everything on it: the debit and the balance too.
    const [compact] = parseOfxLines(fixture('compacto-uma-linha.ofx'), 1_000_000_000);
    expect(compact.lines.map((l) => l.valorCentavos)).toEqual([2500, 6000, -1000]);
    expect(compact.saldo).toEqual({ valorCentavos: 7500, data: '2026-11-15' });
    // A credit-card statement is not a bank account's.
    expect(() => parseOfxLines(fixture('cartao-de-credito.ofx'), 1_000_000_000)).toThrow(OFX_MSG.creditCard);
  });

  it("keeps each account of a file apart (Banco do Brasil's checking and savings in one export): its lines and its own LEDGERBAL", () => {
    const statements = parseOfxLines(fixture('bb-duas-contas-1252.ofx'), 1_000_000_000);
    expect(statements.map((s) => s.conta)).toEqual([
      { banco: '1', agencia: '3069-2', conta: '21345-X' },
      { banco: '1', agencia: '3069-2', conta: '98765-4' },
    ]);
    expect(statements[0].lines.map((l) => l.valorCentavos)).toEqual([5000, 5000, 12000, 3500, 8000, -1590]);
    expect(statements[0].saldo).toEqual({ valorCentavos: 514025, data: '2026-11-15' });
    expect(statements[1].lines.map((l) => [l.linha, l.valorCentavos])).toEqual([[8, 5000]]);
    expect(statements[1].saldo).toEqual({ valorCentavos: 5000, data: '2026-11-15' });
  });
});
