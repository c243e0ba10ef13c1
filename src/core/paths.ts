import { SACRAMENT_SLUGS, type SacramentSlug } from '../shared/sacraments';

/**
 * Every path of the portal, declared once. The host's route table (src/host/routes.ts) may only name these
 * patterns, and a widget or the host writes a concrete path with `pathTo`, which is type-checked against them:
 * `pathTo('/registros/{id}/editar', { id })`; a pattern that is not here, or a parameter left out, does not compile.
 * {id} is a database id (digits only, the router's rule); other parameters are one segment each.
 * A guardrail test (paths.test.ts) fails when a file writes a portal path as a literal anywhere else.
 */

/** One sacrament's catechesis screens (a sacrament is a row of src/shared/sacraments.ts). */
const catechesis = <S extends SacramentSlug>(s: S) =>
  [
    `/turmas/${s}`,
    `/turmas/${s}/nova`,
    `/turmas/${s}/{id}/editar`,
    `/turmas/${s}/{id}/associar`,
    `/turmas/${s}/{id}/presencas`,
    `/catequistas/${s}`,
    `/catequistas/${s}/adicionar`,
    `/catequistas/${s}/{id}/editar`,
  ] as const;

export const PORTAL_PATHS = [
  '/',
  '/login',
  '/bloqueado',
  '/welcome',
  '/mudar-senha',
  '/esqueci-senha',
  '/redefinir-senha',
  '/convite',
  '/instalar',
  '/dashboard',
  '/protocolos',
  '/protocolos/meus',
  '/lembretes',
  '/chat',
  '/settings',
  '/settings/foto',
  '/settings/nome',
  '/settings/senha',
  '/profile',
  '/buckets',
  '/buckets/novo',
  '/buckets/{rand}',
  '/eventos',
  '/eventos/{id}/editar',
  '/registros',
  '/registros/novo',
  '/registros/{id}/editar',
  '/inventario',
  '/inventario/novo',
  '/inventario/{id}/editar',
  ...SACRAMENT_SLUGS.flatMap(catechesis),
  '/catequistas',
  '/dizimo',
  '/dizimo/dizimistas/novo',
  '/dizimo/dizimistas/{id}/editar',
  '/dizimo/contribuicoes',
  '/dizimo/relatorios',
  '/dizimo/campanhas',
  '/dizimo/campanhas/nova',
  '/dizimo/campanhas/{id}/editar',
  '/dizimo/extrato',
  '/dizimo/pix',
  '/dizimo/meu',
  '/dizimo/esportulas',
  '/caixa',
  '/caixa/lancamentos/novo',
  '/caixa/transferencias/nova',
  '/caixa/contas',
  '/caixa/portadores',
  '/caixa/conciliacao',
  '/caixa/meses',
  '/caixa/relatorios',
  '/caixa/repasse',
  '/sacramentos',
  '/sacramentos/livros',
  '/sacramentos/crisma/turma/{id}',
  '/sacramentos/{tipo}/novo',
  '/sacramentos/{tipo}/{id}',
  '/sacramentos/{tipo}/{id}/editar',
  '/certidoes',
  '/certidoes/{codigo}',
  '/agenda',
  '/agenda/celebracoes/nova',
  '/agenda/celebracoes/{id}',
  '/agenda/eventos/novo',
  '/agenda/eventos/{id}',
  '/agenda/intencoes',
  '/paroquia',
  '/paroquias',
  '/usuarios',
  '/usuarios/novo',
  '/usuarios/{id}',
  '/importar',
  '/escalas',
  '/escalas/minha',
  '/escalas/ministerios',
  '/escalas/ministerios/novo',
  '/escalas/ministerios/{id}',
  '/escalas/ministerios/{id}/membros',
  '/escalas/ministerios/{id}/necessidades',
  '/diocese',
  '/diocese/batismos',
  '/diocese/estatisticas',
  '/diocese/peticoes',
  '/diocese/peticoes/{id}',
  '/diocese/duplicatas',
  '/pedidos-curia',
  '/pedidos-curia/novo',
  '/pedidos-curia/{id}',
  '/decretos',
  '/decretos/{codigo}',
  '/casamentos',
  '/casamentos/novo',
  '/casamentos/{id}',
  '/pedidos',
  '/suite',
  '/familia',
  '/solicitacoes',
  '/solicitacoes/datas',
  '/solicitacoes/cursos',
  '/solicitacoes/cursos/{id}',
  '/solicitacoes/{id}',
  '/solicitar/batismo/{id}',
  '/solicitar/certidao/{id}',
  '/acompanhamento/{segredo}',
  '/certificados-curso',
  '/certificados-curso/{codigo}',
] as const;

export type PortalPath = (typeof PORTAL_PATHS)[number];

/** The parameters of a pattern: 'id' | 'tipo' for '/sacramentos/{tipo}/{id}'. */
type PathParam<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParam<Rest> : never;

/** A query string's values; an undefined one is left out. */
type PathQuery = Record<string, string | number | undefined> | URLSearchParams;

type PathOptions<P extends string> = { [Name in PathParam<P>]: string | number } & { query?: PathQuery };

/** The options are required when the pattern has parameters, optional otherwise. */
type PathArgs<P extends string> = [PathParam<P>] extends [never] ? [options?: PathOptions<P>] : [options: PathOptions<P>];

/**
 * A concrete path of the portal: the pattern's parameters filled in (each one encoded) and the query string,
 * if any, after it. `pathTo('/sacramentos', { query: { tipo: 'batismo' } })` is '/sacramentos?tipo=batismo'.
 */
export function pathTo<P extends PortalPath>(pattern: P, ...[options]: PathArgs<P>): string {
  const { query, ...params } = (options ?? {}) as Record<string, string | number> & { query?: PathQuery };
  const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const entries = query instanceof URLSearchParams ? [...query] : Object.entries(query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]));
  const search = new URLSearchParams(entries).toString();
  return search ? `${path}?${search}` : path;
}
