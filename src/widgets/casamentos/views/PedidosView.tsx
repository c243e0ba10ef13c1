import { useId, useState } from 'react';
import { formatDate } from '../../../core/format';
import { DataTable, ListFrame, ListFilters, PageSizeField, SelectFilter, useListController, USUAL_PAGES, type Column } from '../../../core/list';
import { pathTo } from '../../../core/paths';
import { PageHead, Tabs } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { DIRECOES, PEDIDO_ESTADOS, PEDIDO_SACRAMENTOS, PEDIDO_TIPOS, type Direcao, type Pedido } from '../../../shared/schemas/casamentos';
import { AnotacoesSection } from '../components/AnotacoesSection';
import { AtenderDialog, NovoPedidoDialog, RecusarPedidoDialog } from '../components/PedidoDialogs';
import { pedidosQuery } from '../queries';
import { TEXT } from '../text';
import type { ViewProps } from './types';

type Aba = Direcao | 'anotacoes';
const TABS: { value: Aba; label: string }[] = [
  { value: 'recebidos', label: DIRECOES.recebidos },
  { value: 'enviados', label: DIRECOES.enviados },
  { value: 'anotacoes', label: TEXT.notesTab },
];
const PEDIDO_LIST = { key: 'pedidos', filter: { aba: 'recebidos', estado: '' }, ...USUAL_PAGES };
const abaOf = (v: string): Aba => (v === 'enviados' || v === 'anotacoes' ? v : 'recebidos');

/** Who the request concerns: the name, the book and its date or numbers. */
const who = (p: Pedido) =>
  [
    `${p.nome} (${PEDIDO_SACRAMENTOS[p.sacramento]})`,
    p.data && formatDate(p.data),
    p.livro && `livro ${p.livro}, folha ${p.folha}, termo ${p.termo}`,
    p.finalidade,
  ]
    .filter(Boolean)
    .join(' · ');

function columns(direcao: Direcao, act: (p: Pedido, what: 'atender' | 'recusar') => void, container: ViewProps['container']): Column<Pedido>[] {
  return [
    { id: 'paroquia', header: TEXT.parish, cell: (p) => p.paroquia.nome },
    { id: 'tipo', header: TEXT.requestKind, cell: (p) => PEDIDO_TIPOS[p.tipo] },
    { id: 'pessoa', header: TEXT.person, rowHeader: true, cell: who },
    { id: 'criado', header: TEXT.requestedOn, cell: (p) => formatDate(p.criado_em) },
    {
      id: 'estado',
      header: TEXT.state,
      cell: (p) => (
        <span className={`badge ${p.estado === 'atendido' ? 'badge-ok' : p.estado === 'recusado' ? 'badge-danger' : 'badge-warn'}`}>
          {PEDIDO_ESTADOS[p.estado]}
        </span>
      ),
    },
    {
      id: 'resposta',
      header: TEXT.answer,
      cell: (p) => [p.certidao_codigo && TEXT.certificateSent(p.certidao_codigo), p.resposta].filter(Boolean).join(' · ') || '—',
    },
    {
      id: 'acoes',
      header: 'Ações',
      cell: (p) => (
        <span className="row-actions">
          {direcao === 'recebidos' && p.estado === 'pendente' && (
            <>
              <button type="button" className="btn btn-small btn-primary" onClick={() => act(p, 'atender')} aria-label={`${TEXT.atender}: ${p.nome}`}>
                {TEXT.atender}
              </button>
              <button type="button" className="btn btn-small" onClick={() => act(p, 'recusar')} aria-label={`${TEXT.recusar}: ${p.nome}`}>
                {TEXT.recusar}
              </button>
            </>
          )}
          {direcao === 'enviados' && p.processo_id && (
            <ElementLink to={pathTo('/casamentos/{id}', { id: p.processo_id })} container={container} className="btn btn-small">
              {TEXT.openFileOf}
            </ElementLink>
          )}
        </span>
      ),
    },
  ];
}

/** /pedidos: the office between parishes of the portal: requests received and sent, and the marginal notes other parishes send here. */
export function PedidosView({ container }: ViewProps) {
  const list = useListController({
    ...PEDIDO_LIST,
    query: ({ filter, page, perPage }) =>
      pedidosQuery(abaOf(filter.aba) === 'enviados' ? 'enviados' : 'recebidos', { estado: filter.estado || undefined, page, limit: perPage }),
  });
  const aba = abaOf(list.state.filter.aba);
  const panelId = useId();
  const [acting, setActing] = useState<{ pedido: Pedido; what: 'atender' | 'recusar' } | null>(null);
  const [creating, setCreating] = useState(false);
  const close = () => setActing(null);
  return (
    <section className="page list-view" aria-labelledby="pedidos-title">
      <PageHead id="pedidos-title" title={TEXT.pedidosTitle}>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          {TEXT.newRequest}
        </button>
      </PageHead>
      <Tabs tabs={TABS} value={aba} onChange={(v) => list.setFilter('aba', v)} panelId={panelId} label={TEXT.pedidosTitle} />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${aba}`} className="page">
        {aba === 'anotacoes' ? (
          <AnotacoesSection />
        ) : (
          <>
            <ListFilters label={`Filtros: ${TABS.find((t) => t.value === aba)!.label}`}>
              <SelectFilter list={list} name="estado" label={TEXT.state} options={PEDIDO_ESTADOS} all="Todos" />
              <PageSizeField list={list} />
            </ListFilters>
            <ListFrame list={list} failed={TEXT.pedidosFailed} loading={TEXT.loadingPedidos} empty={TEXT.noPedidos}>
              <DataTable
                list={list}
                columns={columns(aba, (pedido, what) => setActing({ pedido, what }), container)}
                caption={`${TEXT.pedidosTitle}: ${TABS.find((t) => t.value === aba)!.label}`}
              />
            </ListFrame>
          </>
        )}
      </div>
      {acting?.what === 'atender' && <AtenderDialog pedido={acting.pedido} onClose={close} />}
      {acting?.what === 'recusar' && <RecusarPedidoDialog pedido={acting.pedido} onClose={close} />}
      {creating && <NovoPedidoDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
