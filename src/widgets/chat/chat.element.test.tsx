import { sessionStore } from '../../core/session/store';
import { callAs, signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, nextEvent, waitFor } from '../../core/testing/element-test-kit';
import { clickButton, fillField, findRole, findText } from '../../core/testing/screen-queries';
import './index';

const SECRETARY = 'Maria Aparecida Souza';

describe('<sacra-chat>', () => {
  before(() => signIn('catequista'));

  it('opens a conversation with a person of the parish, sends a message, and receives one through the push channel', async () => {
    const element = mount('sacra-chat');
    await findText(element, 'Pessoas da sua paróquia');
    await fillField(element, 'Buscar pessoa', SECRETARY);
    await clickButton(element, new RegExp(`^${SECRETARY}`));
    await findRole(element, 'heading', SECRETARY);

    await fillField(element, 'Mensagem', 'Bom dia! A sala da catequese está livre sábado?');
    await clickButton(element, 'Enviar');
    await findText(element, 'Bom dia! A sala da catequese está livre sábado?');

    // Someone else writes: the portal pushes it to this open conversation.
    await waitFor(() => element.shadowRoot?.querySelector('[part~="base"]')?.getAttribute('data-push') === 'on', 'the push channel');
    const received = nextEvent(element, 'sacra-chat-message-received');
    const sent = await callAs<{ id: number; sender_id: number }>('secretaria', 'POST', '/api/messages/send', {
      receiver_id: sessionStore.getState().user!.id,
      message: 'Está livre, pode usar.',
    });
    assertEqual(JSON.stringify(await received), JSON.stringify({ id: sent.id, senderId: sent.sender_id }), 'the message received');
    await findText(element, 'Está livre, pode usar.');
  });
});
