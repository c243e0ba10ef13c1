import { sessionStore } from '../../core/session/store';
import { call, callAs, signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount } from '../../core/testing/element-test-kit';
import { clickButton, findRole, findText, nameOf } from '../../core/testing/screen-queries';
import './index';

describe('<sacra-notifications>', () => {
  before(() => signIn('coord-eucaristia'));

  it('counts the unread notifications, folds three chat messages into one entry when opened, marks them read, and clears', async () => {
    // Someone of the parish writes three chat messages: each one is a notification.
    const receiver_id = sessionStore.getState().user!.id;
    for (const message of ['Bom dia!', 'A reunião foi confirmada.', 'Até mais tarde.'])
      await callAs('secretaria', 'POST', '/api/messages/send', { receiver_id, message });
    const { data } = await call<{ data: { count: number } }>('GET', '/api/notifications/unread-count');

    const element = mount('sacra-notifications');
    // Other element files share the portal and may notify this account meanwhile: the count only grows.
    const bell = await findRole(element, 'button', /^Notificações: \d+ não lidas$/);
    assertEqual(Number(nameOf(bell).match(/\d+/)?.[0]) >= data.count, true, `the unread count (${nameOf(bell)}, at least ${data.count})`);
    await clickButton(element, /^Notificações/);
    const panel = await findRole(element, 'region', 'Notificações');
    await findText(panel, '3 mensagens');
    await findRole(element, 'button', 'Notificações');

    await clickButton(panel, 'Limpar');
    await findText(panel, 'Nenhuma notificação.');
  });
});
