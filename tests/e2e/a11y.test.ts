/**
 * Every route of the portal (src/host/routes.ts), as the user it is meant for, at 1280 and 375 px wide:
 * axe-core finds no moderate, serious or critical violation, the page has no sideways scrolling at either width, and a
 * screenshot of each goes to .test-output/screenshots/ (kept after the run, git-ignored) for a human look.
 * Signed in as admin, except the first-access steps (their own users), /bloqueado (the blocked user), 'Meu dízimo' (the member), 'Minha escala' (an acolyte), /familia (the guardian),
 * /login, the public verification of certificates, decrees and course certificates and the not-found page (signed out).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ROUTES } from '../../src/host/routes';
import { SACRAMENT_SLUGS } from '../../src/shared/sacraments';
import { FAKE_PLACES, FAKE_WEATHER_PREFIX, handleFakeWeather } from '../../src/widgets/weather/fake-services.mjs';
import { launchBrowser, newContext, settled, startPortal, type Portal } from './harness';
import { mailTo } from './mail';

const SHOTS = '.test-output/screenshots';
const WIDTHS = [1280, 375] as const;
/** Who opens a route that is not for admin; null: signed out. */
const VISITOR: Record<string, string | null> = {
  '/login': null,
  '/welcome': 'semfoto',
  '/mudar-senha': 'novato',
  '/bloqueado': 'bloqueado',
  '/dizimo/meu': 'dizimista',
  '/escalas/minha': 'acolito',
  '/certidoes': null,
  '/certidoes/{codigo}': null,
  '/decretos': null,
  '/decretos/{codigo}': null,
  '/esqueci-senha': null,
  '/redefinir-senha': null,
  '/convite': null,
  '/instalar': null,
  '/familia': 'responsavel',
  '/solicitar/batismo/{id}': null,
  '/solicitar/certidao/{id}': null,
  '/acompanhamento/{segredo}': null,
  '/certificados-curso': null,
  '/certificados-curso/{codigo}': null,
};
const NOT_FOUND = '/pagina-que-nao-existe';

let portal: Portal;
/** An empty install (SEED=none): /instalar shows its form only there. */
let empty: Portal;
let browser: Browser;
let weather: Server;
const contexts = new Map<string, Promise<BrowserContext>>();
/** Concrete values for the routes' parameters: ids of the demo data, read through the API as admin. */
let params: Record<string, string> = {};
/** Whole paths for the routes with several parameters (or a parameter that is not an id). */
let paths: Record<string, string> = {};

beforeAll(async () => {
  // The header's weather from the shared fake, so every page settles at once and nothing leaves the machine.
  weather = createServer((req, res) => handleFakeWeather(req, res) || res.writeHead(404).end());
  await new Promise<void>((resolve) => weather.listen(0, '127.0.0.1', resolve));
  const fake = `http://127.0.0.1:${(weather.address() as AddressInfo).port}${FAKE_WEATHER_PREFIX}`;
  const services = { WEATHER_API_URL: `${fake}/forecast/current`, GEOCODING_API_URL: `${fake}/geocoding/ok`, IP_LOCATION_URL: `${fake}/ip/ok` };
  [portal, empty, browser] = await Promise.all([startPortal(services), startPortal({ ...services, SEED: 'none' }), launchBrowser()]);
  await mkdir(SHOTS, { recursive: true });
  const admin = await contextFor('admin', 1280);
  const get = async (path: string) => (await admin.request.get(`${portal.url}${path}`)).json();
  // The first row's key of each list (inventory names its id i_id, buckets are addressed by rand).
  const first = (list: Record<string, unknown>[] | undefined, key: string, what: string): string => {
    const value = list?.[0]?.[key];
    if (value === undefined) throw new Error(`the demo data has no ${what} (or its list changed shape)`);
    return String(value);
  };
  params = {
    '/eventos/{id}/editar': first((await get('/api/feed-posts')).data.items, 'id', 'notice'),
    '/registros/{id}/editar': first((await get('/api/registers')).data.data, 'id', 'register'),
    '/inventario/{id}/editar': first((await get('/api/inventory')).data.data, 'i_id', 'inventory item'),
    '/buckets/{rand}': first(await get('/api/buckets'), 'rand', 'bucket'),
    '/dizimo/dizimistas/{id}/editar': first((await get('/api/dizimo/dizimistas')).data, 'id', 'tither'),
    '/dizimo/campanhas/{id}/editar': first((await get('/api/campanhas')).data, 'id', 'campaign'),
    '/agenda/celebracoes/{id}': first((await get('/api/agenda/celebracoes')).data, 'id', 'celebration'),
    '/agenda/eventos/{id}': first((await get('/api/agenda/eventos')).data, 'id', 'event'),
    '/usuarios/{id}': first((await get('/api/usuarios')).data, 'id', 'account'),
  };
  const ministerio = first((await get('/api/ministerios')).data, 'id', 'ministry');
  for (const page of ['', '/membros', '/necessidades']) params[`/escalas/ministerios/{id}${page}`] = ministerio;
  // A demo marriage file (the tabs open on Dados; the sweep sees the page as its writers do).
  params['/casamentos/{id}'] = first((await get('/api/casamentos')).data, 'id', 'marriage file');
  // Requests from the website (issue 34): the demo parish's public forms, a demo request and course session, and an unknown follow-up address.
  params['/solicitar/batismo/{id}'] = '1';
  params['/solicitar/certidao/{id}'] = '1';
  params['/solicitacoes/{id}'] = first((await get('/api/solicitacoes')).data, 'id', 'request from the website');
  params['/solicitacoes/cursos/{id}'] = first((await get('/api/batismo/cursos')).data, 'id', 'course session');
  params['/acompanhamento/{segredo}'] = 'segredo-desconhecido';
  // A baptism and its certificate, made here: the record's pages and the public verification need one.
  // Complete as a certificate needs it (c. 877): birth, parents, godparents, minister and place.
  const entry = {
    nascimento: '2001-01-05',
    local_nascimento: 'Campinas/SP',
    mae: 'Ana Acessível',
    madrinha: 'Rita Acessível',
    celebrante: 'Pe. Acessível',
    local: 'Matriz',
  };
  const baptism = await admin.request.post(`${portal.url}/api/sacramentos/batismo`, { data: { nome: 'Maria Acessível', data: '2001-02-03', ...entry } });
  const record = String((await baptism.json()).data.id);
  const certificate = await admin.request.post(`${portal.url}/api/sacramentos/batismo/${record}/certidao`, { data: {} });
  const codigo = certificate.headers()['x-certidao-codigo'];
  if (!codigo) throw new Error(`no certificate for the a11y sweep (${certificate.status()})`);
  // Last year's duplicate books sent (a baptism of last year in them): the archive's page shows its table and 'Marcar recebida'.
  const lastYear = new Date().getFullYear() - 1;
  await admin.request.post(`${portal.url}/api/sacramentos/batismo`, { data: { nome: 'João Acessível', data: `${lastYear}-02-03`, ...entry } });
  const duplicatas = await admin.request.post(`${portal.url}/api/diocese/duplicatas/${lastYear}`);
  if (duplicatas.status() !== 201) throw new Error(`no duplicate books for the a11y sweep (${duplicatas.status()})`);
  // A petition to the Cúria answered with a decree (admin, role 111, files and answers): its pages and the decree's verification.
  const petition = await admin.request.post(`${portal.url}/api/peticoes`, {
    data: { tipo: 'outro', assunto: 'Pedido acessível', texto: 'Pedido da varredura.' },
  });
  const peticaoId = String((await petition.json()).data.id);
  const decided = await admin.request.post(`${portal.url}/api/peticoes/${peticaoId}/responder`, { data: { estado: 'deferido', texto: 'Deferido.' } });
  const decreto: string | undefined = (await decided.json()).data?.decreto?.codigo;
  if (!decreto) throw new Error(`no decree for the a11y sweep (${decided.status()})`);
  params['/pedidos-curia/{id}'] = peticaoId;
  params['/diocese/peticoes/{id}'] = peticaoId;
  paths = {
    '/decretos/{codigo}': `/decretos/${decreto}`,
    '/sacramentos/{tipo}/novo': '/sacramentos/matrimonio/novo',
    '/sacramentos/{tipo}/{id}': `/sacramentos/batismo/${record}`,
    '/sacramentos/{tipo}/{id}/editar': `/sacramentos/batismo/${record}/editar`,
    '/certidoes/{codigo}': `/certidoes/${codigo}`,
  };
  // A course certificate (the demo session's first participant marked present): its public verification.
  const cursoId = params['/solicitacoes/cursos/{id}'];
  const participante = first((await get(`/api/batismo/cursos/${cursoId}`)).data.participantes, 'id', 'course participant');
  const presente = await admin.request.put(`${portal.url}/api/batismo/cursos/${cursoId}/presencas`, {
    data: { presencas: [{ participante_id: Number(participante), presente: true }] },
  });
  const cursoCodigo: string | undefined = (await presente.json()).data?.participantes?.find((p: { id: number }) => p.id === Number(participante))?.certificado
    ?.codigo;
  if (!cursoCodigo) throw new Error(`no course certificate for the a11y sweep (${presente.status()})`);
  paths['/certificados-curso/{codigo}'] = `/certificados-curso/${cursoCodigo}`;
  // The e-mail links' pages with real tokens (an invitation, a reset), and the set-up address an empty install printed.
  const invited = await admin.request.post(`${portal.url}/api/usuarios`, {
    data: { nome: 'Pessoa Convidada', usuario: 'a11y.convite', email: 'a11y@paroquia.example', regras: [14] },
  });
  if (invited.status() !== 201) throw new Error(`no invitation for the a11y sweep (${invited.status()})`);
  await admin.request.post(`${portal.url}/api/senha/esqueci`, { data: { usuario: 'acolito' } });
  const pathOfLink = async (to: string) => {
    const { pathname, search } = new URL((await mailTo(portal.dataDir, to)).link);
    return pathname + search;
  };
  paths['/convite'] = await pathOfLink('a11y@paroquia.example');
  paths['/redefinir-senha'] = await pathOfLink('acolito@paroquia.example');
  for (const deadline = Date.now() + 30_000; !/instalar\?token=/.test(empty.output()); await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > deadline) throw new Error(`the empty portal printed no set-up address:\n${empty.output()}`);
  }
  paths['/instalar'] = `/${/instalar\?token=\S+/.exec(empty.output())![0]}`;
  // /importar lists an imported file and one waiting for its dry run.
  for (const [name, confirm] of [
    ['importada.csv', true],
    ['aguardando.csv', false],
  ] as const) {
    const sheet = Buffer.from(`Nome;Nascimento;Celular\r\nPessoa Acessível ${name};01/02/1990;19987650000`);
    const upload = await admin.request.post(`${portal.url}/api/importacoes`, {
      multipart: { tipo: 'registros', arquivo: { name, mimeType: 'text/csv', buffer: sheet } },
    });
    const { id, sugestao } = await upload.json();
    if (!confirm) continue;
    await admin.request.post(`${portal.url}/api/importacoes/${id}/validar`, { data: { mapeamento: sugestao } });
    if (!(await admin.request.post(`${portal.url}/api/importacoes/${id}/confirmar`, { data: {} })).ok()) throw new Error('no import for the a11y sweep');
  }
  // The demo's concluded Crisma class (status 3, 'Crismada'), left out of the book for this screen.
  const concluded = ((await get('/api/turmas/crisma')).data as { id: number; status: number }[] | undefined)?.filter((c) => c.status === 3);
  params['/sacramentos/crisma/turma/{id}'] = first(concluded, 'id', 'concluded Crisma class');
  for (const s of SACRAMENT_SLUGS) {
    const turma = first((await get(`/api/turmas/${s}`)).data, 'id', `${s} class`);
    for (const page of ['editar', 'associar', 'presencas']) params[`/turmas/${s}/{id}/${page}`] = turma;
    params[`/catequistas/${s}/{id}/editar`] = first((await get(`/api/catequistas/${s}`)).data, 'id', `${s} catechist`);
  }
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await empty?.stop();
  await new Promise((resolve) => weather?.close(resolve));
});

/** One signed-in browser context per user and width, reused by the routes (the routes run a few at a time). */
function contextFor(user: string | null, width: number): Promise<BrowserContext> {
  const key = `${user}@${width}`;
  let context = contexts.get(key);
  if (!context) {
    context = openContext(user, width);
    contexts.set(key, context);
  }
  return context;
}

function openContext(user: string | null, width: number): Promise<BrowserContext> {
  const { latitude, longitude } = FAKE_PLACES.browser;
  return newContext(browser, {
    ...(user ? { as: user } : {}),
    viewport: { width, height: width < 600 ? 812 : 900 },
    geolocation: { latitude, longitude },
    permissions: ['geolocation'],
  });
}

const pathOf = (pattern: string) => paths[pattern] ?? pattern.replace(/\{\w+\}/, () => params[pattern]);
const shotName = (path: string) => (path === '/' ? 'root' : path.slice(1).replace(/[^\w-]+/g, '_'));

const routes = [...ROUTES.filter((r) => !r.redirect).map((r) => r.path), NOT_FOUND];

for (const width of WIDTHS) {
  // A few routes at a time (the e2e project's maxConcurrency): axe is CPU-bound and one page at a time leaves the machine idle.
  describe.concurrent(`every route at ${width} px`, () => {
    it.for(routes)('%s', async (pattern, { expect }) => {
      const path = pathOf(pattern);
      const visitor = pattern in VISITOR ? VISITOR[pattern] : pattern === NOT_FOUND ? null : 'admin';
      const page = await (await contextFor(visitor, width)).newPage();
      try {
        await page.goto(`${(pattern === '/instalar' ? empty : portal).url}${path}`);
        await settled(page, expect);
        expect(new URL(page.url()).pathname, 'the route opened without a redirect').toBe(path.split('?')[0]);
        await page.screenshot({ path: `${SHOTS}/${shotName(pattern)}-${width}.png`, fullPage: true });

        const { violations, passes } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        // axe looked inside the elements' shadow roots (a node there is targeted by a path: host, then inner selector).
        if (ROUTES.find((r) => r.path === pattern)?.element) expect(passes.some((r) => r.nodes.some((n) => n.target.some(Array.isArray)))).toBe(true);
        const found = violations
          .filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.impact} ${v.id}: ${v.help} — ${v.nodes
                .map((n) => n.target.map((t) => [t].flat().join(' >>> ')).join(' '))
                .slice(0, 4)
                .join(' | ')}`,
          );
        expect(found).toEqual([]);

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `sideways scrolling at ${width} px (px beyond the screen)`).toBeLessThanOrEqual(0);
        if (width >= 600) {
          // On a laptop screen a table fits its box: no row's actions hidden behind a sideways scroll.
          const clipped = await page.locator('table').evaluateAll((tables) =>
            tables
              .filter((table) => {
                let box = table.parentElement;
                while (box && !/auto|scroll/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
                return box !== null && box.scrollWidth > box.clientWidth;
              })
              .map((table) => table.querySelector('th')?.textContent ?? '?'),
          );
          expect(clipped, 'tables scrolling sideways at 1280 px (first header)').toEqual([]);
        }
      } finally {
        await page.close();
      }
    });
  });
}
