/**
 * Families in catechesis: the demo guardian ('responsavel', role 15), on a 375 px phone, sees the child's class, its
 * notice and the attendance, and justifies the absence; the catechist reads the justification on the roll call and
 * writes to the families, whose page then shows the new notice.
 */
import { describe, expect, it } from 'vitest';
import type { FamiliaFilho } from '../../src/shared/schemas/familia';
import { type PageOptions, poll, portalAndBrowser, see } from './harness';

const e2e = portalAndBrowser();
const PHONE: PageOptions = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };

const open = e2e.open;

const brDay = (day: string) => day.split('-').reverse().join('/');

describe('Catequese dos filhos', () => {
  it('a guardian sees the child’s attendance and justifies an absence on a phone; the catechist reads it and writes to the families', async () => {
    const phone = await open('/familia', { as: 'responsavel', ...PHONE });
    const el = phone.locator('sacra-familia');
    const [child] = await phone.evaluate(async () => (await (await fetch('/api/familia/catequese')).json()).data as FamiliaFilho[]);
    const turma = child.turmas[0];
    const absence = turma.encontros.find((e) => e.status === 'ausente' && !e.justificativa)!;
    await see(el, child.nome);
    await see(el.getByRole('heading', { name: turma.turma }), turma.turma);
    await see(el, `1ª Eucaristia · Catequista: ${turma.catequista}`);
    await see(el, 'Ensaio da Primeira Eucaristia');
    const when = `${brDay(absence.data)} — ${absence.tema}`;
    const row = el.getByRole('listitem').filter({ hasText: when });
    await poll(() => row.getByText('Ausente', { exact: true }).count()).toBe(1);
    // The page fits the phone: nothing scrolls sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await el.getByRole('button', { name: `Justificar falta: ${child.nome}, ${when}` }).tap();
    const form = el.getByRole('form', { name: `Justificar falta: ${child.nome}, ${when}` });
    // Nothing written: the field says so, and nothing is sent.
    await form.getByRole('button', { name: 'Enviar justificativa' }).tap();
    await see(form, 'Escreva a justificativa.');
    const texto = 'Estava com febre; levamos ao médico.';
    await form.getByLabel('Justificativa').fill(texto);
    await form.getByRole('button', { name: 'Enviar justificativa' }).tap();
    await see(phone, 'Justificativa enviada ao catequista.');
    await see(row, `Justificativa enviada: ${texto}`);
    expect(await el.getByRole('button', { name: `Justificar falta: ${child.nome}, ${when}` }).count()).toBe(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The catechist who teaches the class reads it on the roll call of that encounter.
    const roll = await open(`/turmas/eucaristia/${turma.id}/presencas`, { as: 'catequista-eucaristia', ...PHONE });
    const att = roll.locator('sacra-catechesis');
    await att.getByLabel('Encontro', { exact: true }).selectOption({ label: when });
    await see(att, `Justificativa de Patrícia Gomes Ribeiro: ${texto}`);

    // 'Mensagem às famílias': every guardian of the class gets it on their page.
    const messages = att.getByRole('form', { name: 'Mensagem às famílias' });
    await messages.getByLabel('Assunto').fill('Missa com as famílias');
    await messages.getByLabel('Mensagem').fill('Domingo, às 10h, missa com as famílias da turma.');
    await messages.getByRole('button', { name: 'Enviar às famílias' }).tap();
    await see(roll, 'Mensagem enviada a 1 família.');
    await see(att.getByRole('region', { name: 'Mensagem às famílias' }), 'Missa com as famílias');

    await phone.reload();
    await see(el, 'Missa com as famílias');
    await see(el, 'Domingo, às 10h, missa com as famílias da turma.');
    await Promise.all([phone, roll].map((p) => p.context().close()));
  });

  it("the coordinator links a guardian's account to an enrolled child in 'Responsáveis', and unlinks it", async () => {
    const office = await open('/turmas/eucaristia', { as: 'coord-eucaristia' });
    // The account, made by the office on /usuarios with the role Responsável (through its own call).
    const secretary = await open('/usuarios', { as: 'secretaria' });
    const status = await secretary.evaluate(async () => {
      const body = { nome: 'Joana Responsável E2E', usuario: 'joana.e2e', email: 'joana.e2e@example.com', regras: [15] };
      return (await fetch('/api/usuarios', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status;
    });
    expect(status).toBe(201);

    const classes = await office.evaluate(async () => (await (await fetch('/api/turmas/eucaristia')).json()).data as Array<{ id: number; turma: string }>);
    const klass = classes.find((c) => /Turma São Domingos Sávio$/.test(c.turma))!;
    await office.goto(`${e2e.portal.url}/turmas/eucaristia/${klass.id}/associar`);
    const el = office.locator('sacra-catechesis');
    const first = el.getByRole('list', { name: 'Catequizandos associados' }).getByRole('listitem').first();
    const name = (await first.locator('.person-name').textContent())!;
    await first.getByRole('button', { name: `Responsáveis: ${name}` }).click();
    const dialog = el.getByRole('dialog', { name: `Responsáveis: ${name}` });
    await see(dialog, 'Nenhum responsável vinculado.');
    await dialog.getByLabel('Conta do responsável').selectOption({ label: 'Joana Responsável E2E (joana.e2e)' });
    await dialog.getByRole('button', { name: 'Vincular' }).click();
    await see(office, 'Responsável vinculado.');
    await see(dialog, 'Joana Responsável E2E (joana.e2e)');
    await dialog.getByRole('button', { name: 'Desvincular Joana Responsável E2E' }).click();
    await see(office, 'Vínculo removido.');
    await see(dialog, 'Nenhum responsável vinculado.');
    await Promise.all([office, secretary].map((p) => p.context().close()));
  });
});
