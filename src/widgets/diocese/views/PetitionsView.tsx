import { navigate } from '../../../core/elements/events';
import { formatDate } from '../../../core/format';
import { DataTable, ListFilters, ListFrame, pageQuery, SelectFilter, TextFilter, useListController, USUAL_PAGES, type Column } from '../../../core/list';
import { pathTo } from '../../../core/paths';
import { EmptyState, PageHead } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { DIOCESE_MSG, PETICAO_ESTADOS, PETICAO_TIPOS, type Peticao } from '../../../shared/schemas/diocese';
import { StateBadge } from '../components/StateBadge';
import { peticoesQuery, useDiocese } from '../queries';
import { SendDuplicates } from '../components/SendDuplicates';
import { DIOCESE_TEXT } from '../text';
import type { ViewProps } from './types';

/** The petition's own page: the chancery's (with 'Responder') or the parish's. */
const pageOf = (office: boolean, p: Peticao) => (office ? pathTo('/diocese/peticoes/{id}', { id: p.id }) : pathTo('/pedidos-curia/{id}', { id: p.id }));

function columns(office: boolean, container: ViewProps['container']): Column<Peticao>[] {
  return [
    {
      id: 'protocolo',
      header: 'Protocolo',
      rowHeader: true,
      cell: (p) => (
        <ElementLink to={pageOf(office, p)} container={container} label={`Pedido ${p.protocolo}: ${p.assunto}`}>
          {p.protocolo}
        </ElementLink>
      ),
    },
    { id: 'assunto', header: 'Assunto', cell: (p) => p.assunto },
    { id: 'tipo', header: 'Tipo', cell: (p) => p.tipo_nome },
    { id: 'paroquia', header: 'Paróquia', hidden: !office, cell: (p) => p.paroquia_nome },
    { id: 'estado', header: 'Estado', cell: (p) => <StateBadge estado={p.estado} /> },
    { id: 'prazo', header: 'Resposta prevista', cell: (p) => formatDate(p.prazo) },
    { id: 'atualizado', header: 'Atualizado em', cell: (p) => formatDate(p.atualizado_em) },
  ];
}

/**
 * The petitions, on the list kit: /pedidos-curia, the parish's own with 'Nova petição';
 * /diocese/peticoes, those of every parish of the diocese for the chancery, by parish.
 */
export function PetitionsView({ container, office }: ViewProps & { office: boolean }) {
  const diocese = useDiocese();
  const list = useListController({
    key: office ? 'peticoes-recebidas' : 'peticoes',
    filter: { q: '', estado: '', tipo: '', paroquia_id: '' },
    typed: ['q'] as const,
    ...USUAL_PAGES,
    query: (state) => peticoesQuery(pageQuery(state)),
  });
  const title = office ? DIOCESE_TEXT.receivedTitle : DIOCESE_TEXT.petitionsTitle;
  return (
    <section className="page list-view" aria-labelledby="petitions-title">
      <PageHead id="petitions-title" title={title}>
        {!office && (
          <ElementLink to={pathTo('/pedidos-curia/novo')} container={container} className="btn btn-primary">
            {DIOCESE_TEXT.newPetition}
          </ElementLink>
        )}
      </PageHead>
      <ListFilters label="Filtros dos pedidos" clear={list}>
        <TextFilter list={list} name="q" label="Buscar" placeholder="Protocolo ou assunto" maxLength={100} />
        <SelectFilter list={list} name="estado" label="Estado" all="Todos" options={PETICAO_ESTADOS} />
        <SelectFilter list={list} name="tipo" label="Tipo" all="Todos" options={PETICAO_TIPOS} />
        {office && (
          <SelectFilter
            list={list}
            name="paroquia_id"
            label="Paróquia"
            all="Todas"
            options={(diocese.data?.paroquias ?? []).map((p) => [p.id, p.nome] as const)}
          />
        )}
      </ListFilters>
      <ListFrame list={list} failed={DIOCESE_TEXT.petitionsFailed} loading="Carregando pedidos..." empty={<EmptyState title={DIOCESE_MSG.peticoesEmpty} />}>
        <DataTable
          list={list}
          columns={columns(office, container)}
          caption={office ? 'Pedidos das paróquias à Cúria' : 'Pedidos da paróquia à Cúria'}
          onOpen={(p) => navigate(container, pageOf(office, p))}
        />
      </ListFrame>
      {!office && <SendDuplicates />}
    </section>
  );
}
