import { call, signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo, waitFor } from '../../core/testing/element-test-kit';
import { allByRole, byRole, click, clickButton, fillField, findRole, findRow, findText, readText, withText } from '../../core/testing/screen-queries';
import type { SolicitacaoResumo } from '../../shared/schemas/solicitacoes';
import './index';

const CHILD_UNDER_RULE = 'Helena Bastos Rezende';

describe('<sacra-solicitacoes> for the parish office', () => {
  before(() => signIn('secretaria'));

  it("lists the website's requests; the state filter keeps only that state; a row opens the request", async () => {
    const element = mount('sacra-solicitacoes');
    await findRole(element, 'heading', 'Solicitações');
    await findRow(element, CHILD_UNDER_RULE);
    await fillField(element, 'Estado', 'Agendado');
    await waitFor(() => !withText(element, 'row', CHILD_UNDER_RULE), 'the new request filtered out');
    const rows = allByRole(element, 'row').slice(1);
    assertEqual(rows.length > 0, true, 'the scheduled requests');
    assertEqual(
      rows.every((r) => readText(r).includes('Agendado')),
      true,
      'only scheduled ones',
    );
    const { data } = await call<{ data: SolicitacaoResumo[] }>('GET', '/api/solicitacoes?estado=agendado');
    await click(await findRow(element, data[0].nome), `Abrir a solicitação de ${data[0].nome}`, 'link');
    await navigatedTo(`/solicitacoes/${data[0].id}`);
  });

  it("a request's page shows the parish's rules, a godparent under 16 failing; a message to the family is kept", async () => {
    const { data } = await call<{ data: SolicitacaoResumo[] }>('GET', `/api/solicitacoes?q=${encodeURIComponent(CHILD_UNDER_RULE)}`);
    const element = mount('sacra-solicitacoes', { view: 'request', 'solicitacao-id': data[0].id });
    await findRole(element, 'heading', `Batismo — ${CHILD_UNDER_RULE}`);
    const rules = await findRole(element, 'region', 'Conferência das regras da paróquia');
    const under = await waitFor(() => allByRole(rules, 'listitem').find((li) => readText(li).includes('é preciso ter ao menos 16')), 'the godparent under 16');
    assertEqual(readText(under).startsWith('Atenção'), true, 'marked as failing');
    await fillField(element, 'Mensagem (vai por e-mail)', 'Tragam a certidão original no dia do curso.');
    await clickButton(element, 'Enviar mensagem');
    await findText(element, 'Mensagem enviada.');
    await findText(element, 'Tragam a certidão original no dia do curso.');
  });

  it("the treasurer reads a request and may mark its fee paid, without the office's actions", async () => {
    await signIn('tesoureiro');
    const { data } = await call<{ data: SolicitacaoResumo[] }>('GET', `/api/solicitacoes?q=${encodeURIComponent(CHILD_UNDER_RULE)}`);
    const element = mount('sacra-solicitacoes', { view: 'request', 'solicitacao-id': data[0].id });
    await findRole(element, 'heading', `Batismo — ${CHILD_UNDER_RULE}`);
    await findRole(element, 'button', 'Marcar taxa como paga');
    assertEqual(byRole(element, 'button', 'Confirmar: curso'), null, 'no office action');
    const list = mount('sacra-solicitacoes');
    await findRow(list, CHILD_UNDER_RULE);
    assertEqual(byRole(list, 'link', 'Datas de batismo'), null, "no link to the office's dates");
    await signIn('secretaria');
  });
});
