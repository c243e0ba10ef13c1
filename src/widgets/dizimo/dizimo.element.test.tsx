import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount } from '../../core/testing/element-test-kit';
import { clickButton, fillField, findField, findRole, findRow, findText, readText } from '../../core/testing/screen-queries';
import './index';

// The demo's first tither (carnê 000001).
const TITHER = 'Terezinha Alves Moura';

describe('<sacra-dizimo> for the treasurer', () => {
  before(() => signIn('tesoureiro'));

  it('lists the tithers with their card number', async () => {
    const element = mount('sacra-dizimo');
    await findText(element, 'Dizimistas');
    await fillField(element, 'Buscar', TITHER);
    const row = await findRow(element, TITHER);
    assertEqual(readText(row).includes('000001'), true, `the card (${readText(row)})`);
  });

  it("posts a contribution in the fast entry by the tither's card: its receipt number", async () => {
    const element = mount('sacra-dizimo', { view: 'contributions' });
    const entry = await findRole(element, 'form', 'Lançamento rápido');
    await fillField(entry, 'Carnê ou nome', '000001');
    await findText(entry, `${TITHER} (carnê 000001)`);
    await fillField(entry, 'Valor', '12,34');
    await clickButton(entry, 'Lançar');
    await findText(element, /^Contribuição registrada\. Recibo \d{4}\/\d{6}\.$/);
    await findText(entry, '1 lançado(s) nesta sessão');
    const posted = await findRow(element, TITHER);
    assertEqual(readText(posted).includes('R$ 12,34'), true, `the amount in the list (${readText(posted)})`);
  });
});

describe('<sacra-dizimo view="mine"> for a tither', () => {
  before(() => signIn('dizimista'));

  it("shows the member's card, contributions and own PIX code", async () => {
    const element = mount('sacra-dizimo', { view: 'mine' });
    await findText(element, 'Meu carnê');
    await findRole(element, 'img', 'QR Code PIX');
    assertEqual((await findField(element, 'PIX copia e cola')).value.startsWith('000201'), true, 'the BR Code');
  });
});
