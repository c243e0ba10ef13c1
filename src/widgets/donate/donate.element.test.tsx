import { assertEqual, describe, it, mount, waitFor } from '../../core/testing/element-test-kit';
import { fillField, findField, findRole, findText } from '../../core/testing/screen-queries';
import './index';

// The demo parish's PIX key (its CNPJ) inside the BR Code, after the PIX domain.
const PARISH_KEY = 'br.gov.bcb.pix011412345678000195';

describe('<sacra-donate> (public, through `api`)', () => {
  it("shows the parish's tithe PIX as a QR code and 'copia e cola', and puts a typed amount into the code", async () => {
    const element = mount('sacra-donate', { paroquia: 1, api: location.origin });
    await findText(element, 'Dízimo — Paróquia São José');
    await findRole(element, 'img', 'QR Code PIX');
    const code = await findField(element, 'PIX copia e cola');
    assertEqual(code.value.startsWith('000201') && code.value.includes(PARISH_KEY), true, `the BR Code (${code.value})`);
    assertEqual(code.value.includes('540525.00'), false, 'no amount yet');

    await fillField(element, 'Valor (opcional)', '25,00');
    await waitFor(() => code.value.includes('540525.00'), 'the amount in the code the portal made');
    assertEqual(code.value.includes(PARISH_KEY), true, 'the same key');
  });

  it("shows a public campaign's name, its progress towards the goal and its donors", async () => {
    const element = mount('sacra-donate', { paroquia: 1, campaign: 5, api: location.origin });
    await findText(element, 'Reforma da Capela Santa Luzia');
    const bar = await findRole(element, 'progressbar');
    assertEqual(/^\d+% da meta$/.test(bar.getAttribute('aria-valuetext') ?? ''), true, `the progress (${bar.getAttribute('aria-valuetext')})`);
    await findText(element, /de R\$ 80\.000,00/);
    await findText(element, /^\d[\d.]* doadores$/);
  });

  it("says 'Campanha não encontrada.' for a campaign the parish does not have", async () => {
    const element = mount('sacra-donate', { paroquia: 1, campaign: 999_999, api: location.origin });
    await findText(element, 'Campanha não encontrada.');
  });
});
