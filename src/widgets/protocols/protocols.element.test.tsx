import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, waitFor } from '../../core/testing/element-test-kit';
import { allByRole, byRole, clickButton, fillField, findRole, findText, readText } from '../../core/testing/screen-queries';
import './index';

describe('<sacra-protocols> (mine)', () => {
  before(() => signIn('acolito'));

  it("shows the user's protocols as cards; one opens with its stages", async () => {
    const element = mount('sacra-protocols');
    await findText(element, 'Meus Protocolos');
    await clickButton(element, /Pedido de uso do salão paroquial/);
    const detail = await findRole(element, 'dialog', /^Protocolo \d{4}-\d{6}$/);
    await findText(detail, 'Aprovado');
    const stages = await findRole(detail, 'list', 'Etapas do protocolo');
    assertEqual(readText(stages).includes('Avaliação administrativa'), true, 'the stages');
  });

  it('sends a new protocol, then deletes it within its first day', async () => {
    const element = mount('sacra-protocols');
    await clickButton(element, 'Novo protocolo');
    const modal = await findRole(element, 'dialog', 'Novo protocolo');
    await fillField(modal, 'Descrição', 'Pedido de declaração (teste de elemento)');
    await clickButton(modal, 'Enviar protocolo');
    await findText(element, /^Protocolo enviado com sucesso\. Código: \d{4}-\d{6}$/);

    await clickButton(element, /Pedido de declaração \(teste de elemento\)/);
    const detail = await findRole(element, 'dialog', /^Protocolo \d{4}-\d{6}$/);
    await clickButton(detail, 'Excluir');
    await clickButton(await findRole(element, 'dialog', 'Excluir protocolo'), 'Excluir');
    await findText(element, 'Protocolo excluído.');
    await waitFor(() => !byRole(element, 'button', /Pedido de declaração \(teste de elemento\)/), 'the card gone');
  });
});

describe('<sacra-protocols view="parish">', () => {
  before(() => signIn('secretaria'));

  it("lists the parish's protocols, filtered by status", async () => {
    const element = mount('sacra-protocols', { view: 'parish' });
    await findText(element, 'Protocolos da paróquia');
    await fillField(element, 'Status', 'Pendente');
    await waitFor(() => allByRole(element, 'button', /Inscrição de 12 crismandos/).length > 0, 'a pending protocol of the demo');
  });
});
