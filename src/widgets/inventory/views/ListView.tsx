import { FlashBanner } from '../../../core/ui/FlashBanner';
import { communityChoices } from '../../../core/communities';
import { navigate } from '../../../core/elements/events';
import { displayTimeZone } from '../../../core/format';
import { DataTable, ListFilters, ListFrame, PageSizeField, SelectFilter, TextFilter } from '../../../core/list';
import { useSession } from '../../../core/session/useSession';
import { DeleteDialog, PageHead } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { itemColumns } from '../components/ItemsTable';
import { SummaryCards } from '../components/SummaryCards';
import { useInventoryList } from '../useInventoryList';
import { pathTo } from '../../../core/paths';

/** /inventario: summary, filters, the table with its pages, deletion. */
export function ListView({ container }: { container?: HTMLElement | ShadowRoot }) {
  const { canWrite, list, categories, communities, stats, banner, dismissBanner, deletion } = useInventoryList(container);
  const timeZone = displayTimeZone(useSession((s) => s.user?.timezone));
  const columns = itemColumns({ canWrite, timeZone, container, onDelete: deletion.ask });
  return (
    <div className="inv-list list-view page">
      <PageHead title="Inventário Paroquial">
        {canWrite && (
          <ElementLink to={pathTo('/inventario/novo')} container={container} className="btn btn-primary">
            Novo item
          </ElementLink>
        )}
      </PageHead>
      <FlashBanner flash={banner} onClose={dismissBanner} />
      <SummaryCards stats={stats} />
      <ListFilters label="Filtros do inventário">
        <TextFilter list={list} name="q" label="Buscar" placeholder="Item ou descrição (mínimo 2 letras)" maxLength={100} />
        <SelectFilter list={list} name="category_id" label="Categoria" all="Todas as categorias" options={categories.map((c) => [c.id, c.name])} />
        <SelectFilter list={list} name="ent_id" label="Comunidade" all="Todas as comunidades" options={communityChoices(communities)} />
        <PageSizeField list={list} />
      </ListFilters>
      <ListFrame list={list} failed="Falha ao carregar itens" loading="Carregando itens..." empty="Nenhum item encontrado">
        <DataTable
          list={list}
          columns={columns}
          rowKey={(item) => item.i_id}
          caption="Itens do inventário"
          className="inv-table"
          onOpen={canWrite ? (item) => navigate(container, pathTo('/inventario/{id}/editar', { id: item.i_id })) : undefined}
        />
      </ListFrame>

      <DeleteDialog
        deletion={deletion}
        title="Excluir item"
        message={(item) => (
          <>
            Deseja excluir o item <strong>{item.item}</strong>? Esta ação não pode ser desfeita.
          </>
        )}
      />
    </div>
  );
}
