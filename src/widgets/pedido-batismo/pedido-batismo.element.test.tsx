import { assertEqual, describe, it, mount, waitFor } from '../../core/testing/element-test-kit';
import { chooseFiles, clickButton, fillField, findField, findText, readText } from '../../core/testing/screen-queries';
import './index';

const PHOTO = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe('<sacra-pedido-batismo> (public, through `api`)', () => {
  it("offers the parish's free course sessions and dates with their fee, and holds the two picked for 15 minutes", async () => {
    const element = mount('sacra-pedido-batismo', { paroquia: 1, api: location.origin });
    const data = (await findField(element, /^Data do batismo/)) as HTMLSelectElement;
    await waitFor(() => data.options.length > 1, 'the free dates');
    assertEqual(/vagas? · R\$\s50,00$/.test(data.options[1].text), true, `a date with its places and fee: ${data.options[1].text}`);
    await fillField(element, /^Curso de preparação/, ((await findField(element, /^Curso de preparação/)) as HTMLSelectElement).options[1].value);
    await fillField(element, /^Data do batismo/, data.options[1].value);
    await findText(element, /^Vagas reservadas para você até \d\d:\d\d: envie o pedido até lá\.$/);
  });

  it("puts the server's refusal under its field: a godparent's CPF that is not valid", async () => {
    const element = mount('sacra-pedido-batismo', { paroquia: 1, api: location.origin });
    await fillField(element, /^Nome completo/, 'Teste Elemento Batismo');
    await fillField(element, /^Data de nascimento\s*\*?$/, '2026-01-10');
    await fillField(element, /^Local de nascimento/, 'Campinas/SP');
    chooseFiles(await findField(element, /^Certidão de nascimento/), [new File([PHOTO], 'certidao.png', { type: 'image/png' })]);
    await fillField(element, 'Nome — Mãe', 'Mãe Elemento Teste');
    await fillField(element, /^E-mail para contato/, 'elemento@example.com');
    await fillField(element, /^Endereço/, 'Rua Teste, 1, Centro');
    await fillField(element, /^A família mora/, 'sim');
    await fillField(element, 'Nome — Padrinho', 'Padrinho Elemento Teste');
    await fillField(element, 'CPF — Padrinho', '111.111.111-11');
    await fillField(element, 'Data de nascimento — Padrinho', '1990-01-01');
    const curso = (await findField(element, /^Curso de preparação/)) as HTMLSelectElement;
    await waitFor(() => curso.options.length > 1, 'the sessions');
    await fillField(element, /^Curso de preparação/, curso.options[1].value);
    const data = (await findField(element, /^Data do batismo/)) as HTMLSelectElement;
    await fillField(element, /^Data do batismo/, data.options[1].value);
    await findText(element, /^Vagas reservadas/);
    ((await findField(element, /^Li e autorizo/)) as HTMLInputElement).click();
    await clickButton(element, 'Enviar pedido');
    const cpf = await findField(element, 'CPF — Padrinho');
    await waitFor(() => cpf.getAttribute('aria-invalid') === 'true', 'the CPF marked');
    assertEqual(readText(cpf.closest('.field')!).includes('CPF inválido.'), true, 'the text under the field');
  });

  it("says 'Paróquia não encontrada.' for a parish the portal does not have", async () => {
    const element = mount('sacra-pedido-batismo', { paroquia: 999_999, api: location.origin });
    await findText(element, 'Paróquia não encontrada.');
  });
});
