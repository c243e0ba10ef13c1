import { call, signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo, waitFor } from '../../core/testing/element-test-kit';
import {
  allByRole,
  byRole,
  chooseFiles,
  clickButton,
  fillField,
  findField,
  findItem,
  findRole,
  findRow,
  findText,
  readText,
  withText,
} from '../../core/testing/screen-queries';
import './index';

interface Row {
  id: number;
  nome: string;
  tipo: string;
}

/** A 1×1 PNG: the photo of a receipt as the phone's camera gives a file (the server reads its content). */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

const NEW_BANK = {
  tipo: 'banco',
  nome: 'Conta movimento (teste)',
  banco: 'Banco do Brasil',
  agencia: '1234-5',
  conta: '98765-4',
  saldo_inicial_data: '2026-01-01',
};

/** The demo's expense account and cash box the tests book on (ids from the API: codes are the parish's). */
async function demoChoices() {
  const accounts = (await call<{ data: Row[] }>('GET', '/api/caixa/contas')).data;
  const holders = (await call<{ data: Row[] }>('GET', '/api/caixa/portadores')).data;
  const expense = accounts.find((c) => c.tipo === 'despesa' && /energia/i.test(c.nome));
  const box = holders.find((h) => h.tipo === 'caixa');
  // The bank account this test opens when the parish has none yet.
  const bank = holders.find((h) => h.tipo === 'banco') ?? (await call<{ data: Row }>('POST', '/api/caixa/portadores', NEW_BANK)).data;
  if (!expense || !box) throw new Error('the common plan has no energy account, or the parish no cash box');
  return { expense, box, bank };
}

describe('<sacra-caixa> for the treasurer', () => {
  before(() => signIn('tesoureiro'));

  it('books an expense with a photographed receipt, lists it, and reverses it with a reason', async () => {
    const { expense, box } = await demoChoices();
    const description = `Conta de luz ${Date.now()}`;
    const form = mount('sacra-caixa', { view: 'entry-new' });
    await fillField(form, 'Conta', String(expense.id));
    await fillField(form, 'Portador', String(box.id));
    await fillField(form, 'Valor', '187,35');
    await fillField(form, 'Descrição', description);
    await fillField(form, 'Fornecedor', 'Companhia de Energia');
    const cnpj = await fillField(form, 'CNPJ ou CPF', '00394460005887');
    assertEqual(cnpj.value, '00.394.460/0058-87', 'the CNPJ masked');
    await fillField(form, 'Tipo de documento', 'conta_consumo');
    await fillField(form, 'Número do documento', '55123');
    const camera = (await findField(form, 'Fotografar o documento')) as HTMLInputElement;
    assertEqual(camera.getAttribute('capture'), 'environment', "the phone's back camera");
    chooseFiles(camera, [new File([PNG], 'recibo.png', { type: 'image/png' })]);
    await findText(form, 'recibo.png');
    await clickButton(form, 'Salvar');
    await navigatedTo('/caixa');

    const list = mount('sacra-caixa', { view: 'entries' });
    const row = await findRow(list, description);
    assertEqual(readText(row).includes('-R$ 187,35'), true, `the expense, negative (${readText(row)})`);
    assertEqual(byRole(row, 'link', 'Nº 55123') !== null, true, 'the document opens from the row');
    await clickButton(row, `Estornar: ${description}, ${readText(row).match(/\d{2}\/\d{2}\/\d{4}/)?.[0]}`);
    const dialog = await findRole(list, 'dialog', 'Estornar lançamento');
    await fillField(dialog, 'Motivo do estorno', 'Lançada em duplicidade');
    await clickButton(dialog, 'Estornar');
    // Nothing is erased: its opposite entry carries the reason, and the entry is marked.
    const opposite = await findRow(list, new RegExp(`Estorno do lançamento nº \\d+: ${description}`));
    assertEqual(/Lançada em duplicidade.*[^-]R\$ 187,35/.test(readText(opposite)), true, `the opposite entry (${readText(opposite)})`);
    await findText(await findRow(list, new RegExp(`^\\d{2}/\\d{2}/\\d{4}${description}`)), 'Estornado');
  });

  it('refuses a document that is neither a PDF nor an image, under the file', async () => {
    const { expense, box } = await demoChoices();
    const form = mount('sacra-caixa', { view: 'entry-new' });
    await fillField(form, 'Conta', String(expense.id));
    await fillField(form, 'Portador', String(box.id));
    await fillField(form, 'Valor', '10,00');
    await fillField(form, 'Descrição', 'Documento errado');
    await fillField(form, 'Tipo de documento', 'cupom_fiscal');
    await fillField(form, 'Número do documento', '1');
    chooseFiles(await findField(form, 'Escolher arquivo (PDF ou foto)'), [new File(['não sou um PDF'], 'nota.pdf', { type: 'application/pdf' })]);
    await clickButton(form, 'Salvar');
    await findText(form, 'O documento deve ser um PDF ou uma foto (JPEG, PNG ou WebP).');
  });

  it('refuses a transfer whose two sides differ, under the amount that arrives', async () => {
    const { box, bank } = await demoChoices();
    const form = mount('sacra-caixa', { view: 'transfer' });
    await fillField(form, 'Portador de origem', String(box.id));
    await fillField(form, 'Valor que sai', '500,00');
    await fillField(form, 'Portador de destino', String(bank.id));
    await fillField(form, 'Valor que entra', '450,00');
    await clickButton(form, 'Salvar');
    await findText(form, 'Os dois lados da transferência devem ter o mesmo valor.');
  });
});

describe('<sacra-caixa> for a reader (role 2)', () => {
  before(() => signIn('gestora'));

  it('lists the entries with their totals, without the writing buttons', async () => {
    const list = mount('sacra-caixa', { view: 'entries' });
    await findText(list, /^Saldo do filtro:/);
    assertEqual(allByRole(list, 'link', 'Novo lançamento').length, 0, 'no new entry');
    assertEqual(allByRole(list, 'button', /^Estornar/).length, 0, 'no reversal');
  });
});

describe('<sacra-caixa> settings and reports for the treasurer', () => {
  before(() => signIn('tesoureiro'));

  it("sets the diocese's share (a percentage out of range refused under it), on the tithe and the collections", async () => {
    const element = mount('sacra-caixa', { view: 'share' });
    const form = await findRole(element, 'form', 'Plano de manutenção da diocese');
    // The saved share has filled the form (and the income accounts are there) before anything is typed.
    await findText(element, /^(Meses fechados|Nenhum mês fechado ainda)/);
    await findField(form, /Coletas e ofertório$/);
    await fillField(form, 'Percentual (%)', '150');
    await clickButton(form, 'Salvar');
    await findText(form, 'Percentual deve estar entre 0 e 100, com até duas casas decimais.');
    await fillField(form, 'Percentual (%)', '10');
    for (const account of [/Dízimo$/, /Coletas e ofertório$/]) {
      const box = (await findField(form, account)) as HTMLInputElement;
      if (!box.checked) box.click();
    }
    await clickButton(form, 'Salvar');
    await findText(element, 'Repasse à diocese salvo.');
    const saved = (await call<{ data: { percentual: number; contas: number[] } }>('GET', '/api/caixa/repasse')).data;
    assertEqual(saved.percentual, 10, 'the percentage saved');
    assertEqual(saved.contas.length >= 2, true, `the base accounts saved (${saved.contas.join(', ')})`);
  });

  it("shows this month's balancete with its PDF and CSV links, and the months without 'Reabrir' (roles 1 and 111 only)", async () => {
    const reports = mount('sacra-caixa', { view: 'reports' });
    await findText(reports, /^Balancete de \d{2}\/\d{4}/);
    const pdf = (await findRole(reports, 'link', 'Baixar PDF')) as HTMLAnchorElement;
    assertEqual(/\/api\/caixa\/relatorios\/balancete\?mes=\d{4}-\d{2}&formato=pdf$/.test(pdf.href), true, `the PDF link (${pdf.href})`);
    const months = mount('sacra-caixa', { view: 'months' });
    await findRole(months, 'link', /^Balancete \d{2}\/\d{4} \(PDF\)$/);
    assertEqual(allByRole(months, 'button', /^Reabrir/).length, 0, 'no reopening for the treasurer');
  });
});

describe("<sacra-caixa> paying the diocese's share", () => {
  before(() => signIn('tesoureiro'));

  it("opens the new entry on 'repasse à diocese' with the month and the amount due ('Registrar pagamento')", async () => {
    const share = (await call<{ data: { conta_repasse_id: number } }>('GET', '/api/caixa/repasse')).data;
    const query = new URLSearchParams({ conta_id: String(share.conta_repasse_id), repasse_mes: '2026-09', valor_centavos: '210214', documento_tipo: 'guia' });
    history.replaceState(null, '', `?${query}`);
    const form = mount('sacra-caixa', { view: 'entry-new' });
    await findText(form, 'Pagamento do repasse à diocese de 09/2026.');
    const account = (await findField(form, 'Conta')) as HTMLSelectElement;
    await waitFor(() => account.selectedOptions[0]?.text.includes('Repasse à diocese'), 'the account chosen');
    assertEqual((await findField(form, 'Valor')).value, 'R$ 2.102,14', 'the amount due');
    assertEqual((await findField(form, 'Tipo de documento')).value, 'guia', 'the guia as its document');
  });
});

describe('<sacra-caixa view="months"> for the parish administrator (role 1)', () => {
  before(() => signIn('secretaria'));

  it('reopens the closed month with a reason (a reason too short refused under it), and the month shows who closed and reopened it, when and why', async () => {
    const months = mount('sacra-caixa', { view: 'months' });
    const reopen = await findRole(months, 'button', /^Reabrir \d{2}\/\d{4}$/);
    const name = readText(reopen).replace('Reabrir ', '');
    await clickButton(months, `Reabrir ${name}`);
    const dialog = await findRole(months, 'dialog', 'Reabrir mês');
    await fillField(dialog, 'Motivo da reabertura', 'ok');
    await clickButton(dialog, 'Reabrir');
    await findText(dialog, 'Informe o motivo (ao menos 3 caracteres).');
    await fillField(dialog, 'Motivo da reabertura', 'Nota fiscal de energia lançada no mês errado');
    await clickButton(dialog, 'Reabrir');
    await findText(months, 'Mês reaberto.');
    await findRole(months, 'button', `Fechar ${name}`);
    // The month's log under it: who closed it, who reopened it, when and why.
    const log = await findRole(months, 'list', `Histórico de ${name}`);
    await findText(log, /^Fechado em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} por Sebastião Ramos Pinto$/);
    await findText(log, /^Reaberto em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} por Maria Aparecida Souza\. Motivo: Nota fiscal de energia lançada no mês errado$/);
    // Closed again, as the demo had it: the economato's element test reads the parishes' closed months.
    const [mm, yyyy] = name.split('/');
    await call('POST', `/api/caixa/meses/${yyyy}-${mm}/fechar`);
  });
});

interface Holder extends Row {
  banco: string | null;
  agencia: string | null;
  conta: string | null;
}

/** A day in the parish's zone, `back` days ago, as the API writes it. */
const parishDay = (back = 0) => new Date(Date.now() - back * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
const shown = (iso: string) => iso.split('-').reverse().join('/');

/** The bank's OFX of one credit on `day` for this bank account (BANKACCTFROM as the bank writes it). */
function creditStatement(bank: Holder, day: string, cents: number, fitid: string): File {
  const text = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    '',
    `<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>001<BRANCHID>${bank.agencia}<ACCTID>${bank.conta}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    `<BANKTRANLIST><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${day.replaceAll('-', '')}120000[-3:BRT]<TRNAMT>${(cents / 100).toFixed(2)}<FITID>${fitid}<MEMO>DEPOSITO IDENTIFICADO</STMTTRN></BANKTRANLIST>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n');
  return new File([text], 'extrato.ofx', { type: 'application/x-ofx' });
}

describe('<sacra-caixa view="reconciliation"> for the treasurer', () => {
  before(() => signIn('tesoureiro'));

  it("a line with two candidate entries is 'Sugerida': the treasurer chooses one ('Conciliar com…') and the line is conciliada with it", async () => {
    const bank = (await call<{ data: Holder[] }>('GET', '/api/caixa/portadores')).data.find((h) => h.tipo === 'banco' && h.conta);
    const gifts = (await call<{ data: Row[] }>('GET', '/api/caixa/contas')).data.find((c) => c.nome === 'Doações');
    if (!bank || !gifts) throw new Error('the demo parish has no bank account, or its plan no Doações');
    // Two gifts of one amount, deposited a day apart: the line cannot tell them apart by itself.
    const cents = 73_000 + (Date.now() % 900);
    const stamp = Date.now();
    const book = async (descricao: string, data: string) => {
      const body = new FormData();
      for (const [name, value] of Object.entries({ conta_id: gifts.id, portador_id: bank.id, data, valor_centavos: cents, descricao }))
        body.append(name, String(value));
      await call('POST', '/api/caixa/lancamentos', body);
    };
    await book(`Doação da família Silva ${stamp}`, parishDay());
    await book(`Doação da família Souza ${stamp}`, parishDay(1));

    const screen = mount('sacra-caixa', { view: 'reconciliation' });
    await fillField(screen, 'Conta bancária', String(bank.id));
    chooseFiles(await findField(screen, 'Escolher arquivo OFX'), [creditStatement(bank, parishDay(), cents, `EL-${stamp}`)]);
    await findText(screen, 'Extrato importado para conciliação.');
    const line = await findItem(await findRole(screen, 'list', 'Linhas do extrato'), 'DEPOSITO IDENTIFICADO');
    await findText(line, 'Sugerida');
    await findRole(line, 'button', `Conciliar com Doação da família Silva ${stamp} (${shown(parishDay())})`);
    // The treasurer knows it was the Souza family's: the second suggestion.
    await clickButton(line, `Conciliar com Doação da família Souza ${stamp} (${shown(parishDay(1))})`);
    await findText(screen, 'Linha conciliada.');
    const done = await findItem(await findRole(screen, 'list', 'Linhas do extrato'), 'DEPOSITO IDENTIFICADO');
    await findText(done, 'Conciliada');
    await findText(done, `Lançamento: Doação da família Souza ${stamp}, ${shown(parishDay(1))}`);
    assertEqual(allByRole(done, 'button', /^Conciliar com/).length, 0, 'no suggestion left on a reconciled line');
  });
});

describe('<sacra-caixa view="reports"> the budget, for the treasurer', () => {
  before(() => signIn('tesoureiro'));

  it('saves the year’s budget per account (a value over the limit refused under its field) and the budget report shows it', async () => {
    const reports = mount('sacra-caixa', { view: 'reports' });
    await clickButton(reports, 'Orçamento');
    const form = await findRole(reports, 'form', /^Orçamento de \d{4}$/);
    await fillField(form, /Energia elétrica$/, '99.999.999,99');
    await fillField(form, /Água$/, '1.800,00');
    await clickButton(form, 'Salvar orçamento');
    const energy = await findField(form, /Energia elétrica$/);
    const refusal = await findText(form, 'O valor máximo por lançamento é R$ 10.000.000,00.');
    assertEqual(energy.getAttribute('aria-describedby')?.split(' ').includes(refusal.id) ?? false, true, 'the refusal is the field’s own');
    await fillField(form, /Energia elétrica$/, '3.750,00');
    await clickButton(form, 'Salvar orçamento');
    await findText(reports, 'Orçamento salvo.');
    const table = await findRole(reports, 'table', /^Orçado e realizado em \d{4}, por conta$/);
    await waitFor(() => /R\$\s3\.750,00/.test(readText(withText(table, 'row', /Energia elétrica/) ?? table)), 'the energy budget in the report');
    await waitFor(() => /R\$\s1\.800,00/.test(readText(withText(table, 'row', /Água/) ?? table)), 'the water budget in the report');
  });
});

describe('<sacra-caixa view="holders"> corrections, for the treasurer', () => {
  before(() => signIn('tesoureiro'));

  it("corrects a bank account's number typed wrong from its row (a name already taken refused under it); the opening balance stays", async () => {
    const nome = `Poupança ${Date.now()}`;
    await call('POST', '/api/caixa/portadores', { ...NEW_BANK, nome, conta: '1111-0' });
    const screen = mount('sacra-caixa', { view: 'holders' });
    await clickButton(await findRow(screen, nome), `Editar ${nome}`);
    const dialog = await findRole(screen, 'dialog', 'Editar caixa ou conta bancária');
    await fillField(dialog, 'Nome', 'Caixa da secretaria');
    await fillField(dialog, 'Conta', '2222-9');
    await clickButton(dialog, 'Salvar');
    await findText(dialog, 'Já existe um caixa ou conta com este nome.');
    await fillField(dialog, 'Nome', nome);
    await clickButton(dialog, 'Salvar');
    await findText(screen, 'Caixa ou conta bancária atualizado.');
    await waitFor(() => /c\/c 2222-9/.test(readText(withText(screen, 'row', nome) ?? screen)), 'the corrected account number in its row');
    const saved = (await call<{ data: (Row & { conta: string; saldo_inicial_data: string })[] }>('GET', '/api/caixa/portadores')).data.find(
      (h) => h.nome === nome,
    );
    assertEqual(saved?.conta, '2222-9', 'the account number saved');
    assertEqual(saved?.saldo_inicial_data, NEW_BANK.saldo_inicial_data, 'the opening balance kept');
  });
});
