import { navigate } from '../../../core/elements/events';
import { formatDate } from '../../../core/format';
import { brl } from '../../../core/format/brl';
import { DataTable, ListFilters, ListFrame, PageSizeField, SelectFilter, TextFilter, useListController, USUAL_PAGES, type Column } from '../../../core/list';
import { pathTo } from '../../../core/paths';
import { useUser } from '../../../core/session/SignedIn';
import { PageHead } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { can } from '../../../shared/roles';
import {
  BATISMO_ESTADOS,
  CERTIDAO_ESTADOS,
  SOLICITACAO_ESTADOS,
  SOLICITACAO_TIPOS,
  SOLICITACOES_MSG,
  type SolicitacaoResumo,
} from '../../../shared/schemas/solicitacoes';
import { EstadoBadge } from '../EstadoBadge';
import { solicitacoesQuery } from '../queries';
import type { ViewProps } from './types';

const LIST = { key: 'solicitacoes', filter: { q: '', tipo: '', estado: '' }, typed: ['q'] as const, debounceMs: 300, ...USUAL_PAGES };
const SEARCH = ['q', 'tipo', 'estado'] as const;
/** The states the type's requests go through; both types' when no type is chosen. */
const ESTADOS = { '': SOLICITACAO_ESTADOS, batismo: BATISMO_ESTADOS, certidao: CERTIDAO_ESTADOS } as Record<string, Record<string, string>>;

const columns = (container: ViewProps['container']): Column<SolicitacaoResumo>[] => [
  { id: 'codigo', header: 'Código', cell: (s) => s.codigo },
  { id: 'nome', header: 'Nome', rowHeader: true, cell: (s) => s.nome },
  { id: 'tipo', header: 'Tipo', cell: (s) => SOLICITACAO_TIPOS[s.tipo] },
  { id: 'estado', header: 'Estado', cell: (s) => <EstadoBadge estado={s.estado} /> },
  { id: 'data', header: 'Data do batismo', cell: (s) => (s.data_batismo ? formatDate(s.data_batismo) : '—') },
  { id: 'taxa', header: 'Taxa', cell: (s) => (s.valor_centavos === 0 ? 'Sem taxa' : `${brl(s.valor_centavos)} · ${s.pago ? 'paga' : 'a pagar'}`) },
  { id: 'criado', header: 'Recebido em', cell: (s) => formatDate(s.criado_em) },
  {
    id: 'acoes',
    header: 'Ações',
    cell: (s) => (
      <ElementLink to={pathTo('/solicitacoes/{id}', { id: s.id })} container={container} className="btn btn-small" label={`Abrir a solicitação de ${s.nome}`}>
        Abrir
      </ElementLink>
    ),
  },
];

/** /solicitacoes: the requests from the website, by type and state, newest first. */
export function ListView({ container }: ViewProps) {
  // The treasurer reads the requests (to see fees paid) but does not keep the dates and sessions.
  const writer = can(useUser(), 'solicitacoesWrite');
  const list = useListController({
    ...LIST,
    query: ({ filter, page, perPage }) =>
      solicitacoesQuery({ q: filter.q.trim() || undefined, tipo: filter.tipo || undefined, estado: filter.estado || undefined, page, limit: perPage }),
  });
  return (
    <section className="page" aria-labelledby="sol-title">
      <PageHead id="sol-title" title="Solicitações">
        {writer && (
          <>
            <ElementLink to={pathTo('/solicitacoes/datas')} container={container} className="btn">
              Datas de batismo
            </ElementLink>
            <ElementLink to={pathTo('/solicitacoes/cursos')} container={container} className="btn">
              Cursos de preparação
            </ElementLink>
          </>
        )}
      </PageHead>
      <ListFilters
        label="Filtros das solicitações"
        clear={{ filtered: SEARCH.some((k) => list.filter[k] !== ''), clearFilters: () => SEARCH.forEach((k) => list.setFilter(k, '')) }}
      >
        <TextFilter list={list} name="q" label="Buscar" placeholder="Nome, código ou e-mail" maxLength={100} />
        <SelectFilter list={list} name="tipo" label="Tipo" options={SOLICITACAO_TIPOS} all="Todos" />
        <SelectFilter list={list} name="estado" label="Estado" options={ESTADOS[list.filter.tipo] ?? SOLICITACAO_ESTADOS} all="Todos" />
        <PageSizeField list={list} />
      </ListFilters>
      <ListFrame list={list} failed="Falha ao carregar solicitações" loading="Carregando solicitações..." empty={SOLICITACOES_MSG.empty}>
        <DataTable
          list={list}
          columns={columns(container)}
          caption="Solicitações"
          onOpen={(s) => navigate(container, pathTo('/solicitacoes/{id}', { id: s.id }))}
        />
      </ListFrame>
    </section>
  );
}
