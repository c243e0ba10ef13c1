import { call, signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo, waitFor } from '../../core/testing/element-test-kit';
import { allByRole, byRole, click, clickButton, fillField, findRole, findRow, findText, readText, withText } from '../../core/testing/screen-queries';
import type { Solicitacao, SolicitacaoResumo, Vaga } from '../../shared/schemas/solicitacoes';
import './index';

const CHILD_UNDER_RULE = 'Helena Bastos Rezende';
/** The seed's scheduled request and the one whose documents are pending. */
const SCHEDULED = 'Davi Nogueira Pires';
const PENDING = 'Sofia Andrade Luz';

/** A seeded request, by its name, as the office's API gives it. */
async function requestOf(nome: string): Promise<Solicitacao> {
  const { data } = await call<{ data: SolicitacaoResumo[] }>('GET', `/api/solicitacoes?q=${encodeURIComponent(nome)}`);
  return (await call<{ data: Solicitacao }>('GET', `/api/solicitacoes/${data[0].id}`)).data;
}
const printed = (iso: string) => iso.split('-').reverse().join('/');
/** The request page's fact named `term` (its <dd>). */
const fact = (element: HTMLElement, term: string) => {
  const dt = Array.from(element.shadowRoot!.querySelectorAll('dt')).find((d) => readText(d) === term);
  return dt ? readText(dt.nextElementSibling!) : null;
};

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

  it('moves a scheduled baptism to another date with free places', async () => {
    const before = await requestOf(SCHEDULED);
    const { data: datas } = await call<{ data: Vaga[] }>('GET', '/api/batismo/datas');
    const other = datas.find((d) => d.id !== before.data!.id && d.livres > 0)!;
    const element = mount('sacra-solicitacoes', { view: 'request', 'solicitacao-id': before.id });
    await findRole(element, 'heading', `Batismo — ${SCHEDULED}`);
    assertEqual(fact(element, 'Data do batismo')?.startsWith(printed(before.data!.data)), true, 'the date first chosen');
    await clickButton(element, 'Mudar data ou turma');
    const dialog = await findRole(element, 'dialog', 'Mudar data ou turma');
    await fillField(dialog, 'Data do batismo', String(other.id));
    await clickButton(dialog, 'Salvar');
    await waitFor(() => !byRole(element, 'dialog'), 'the dialog closed');
    await waitFor(() => fact(element, 'Data do batismo')?.startsWith(printed(other.data)), 'the new date on the page');
    assertEqual((await requestOf(SCHEDULED)).data?.id, other.id, 'the request holds the new date');
  });

  it('cancels a request only with a reason, which the page then shows as the answer to the family', async () => {
    const sofia = await requestOf(PENDING);
    const element = mount('sacra-solicitacoes', { view: 'request', 'solicitacao-id': sofia.id });
    await findRole(element, 'heading', `Batismo — ${PENDING}`);
    await clickButton(element, 'Cancelar solicitação');
    const dialog = await findRole(element, 'dialog', 'Cancelar solicitação');
    await clickButton(dialog, 'Cancelar solicitação');
    await findText(dialog, 'Informe o motivo do cancelamento: a família o lê no acompanhamento.');
    const motivo = 'A família vai batizar na paróquia onde mora.';
    await fillField(dialog, 'Motivo do cancelamento', motivo);
    await clickButton(dialog, 'Cancelar solicitação');
    await waitFor(() => fact(element, 'Resposta à família') === motivo, 'the reason on the page');
    await findText(element, 'Cancelado');
    assertEqual(byRole(element, 'button', 'Mudar data ou turma'), null, 'a cancelled request has no actions');
    assertEqual((await requestOf(PENDING)).resposta, motivo, 'kept for the follow-up page');
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
