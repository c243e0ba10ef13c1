import { displayTimeZone } from '../../../core/format';
import { useSession } from '../../../core/session/useSession';
import { Banner, ConfirmDialog, EmptyState, Spinner } from '../../../core/ui';
import { Filters } from '../components/Filters';
import { ItemsTable } from '../components/ItemsTable';
import { ElementLink } from '../../../core/ui/ElementLink';
import { Pager } from '../../../core/ui/Pager';
import { SummaryCards } from '../components/SummaryCards';
import { useInventoryList } from '../useInventoryList';

/** /inventario: summary, filters, the table with its pages, deletion. */
export function ListView({ container }: { container?: HTMLElement | ShadowRoot }) {
  const { canWrite, filters, list, summary, banner, dismissBanner, deletion } = useInventoryList();
  const timeZone = displayTimeZone(useSession((s) => s.user?.timezone));
  return (
    <div className="inv-list">
      <header className="inv-header">
        <h1>Inventário Paroquial</h1>
        {canWrite && (
          <ElementLink to="/inventario/novo" container={container} className="btn btn-primary">
            Novo item
          </ElementLink>
        )}
      </header>
      {banner && (
        <Banner kind={banner.kind} onClose={dismissBanner}>
          {banner.text}
        </Banner>
      )}
      <SummaryCards summary={summary} />
      <Filters filters={filters} />

      {list.usingCache && <Banner kind="info">Sem conexão com o servidor: exibindo os dados salvos. {list.error}</Banner>}
      {list.error && !list.usingCache && (
        <Banner kind="error">
          {list.error}{' '}
          <button type="button" className="btn btn-small" onClick={list.retry}>
            Tentar novamente
          </button>
        </Banner>
      )}
      {list.loading ? (
        <Spinner label="Carregando itens..." />
      ) : list.items.length === 0 ? (
        !list.error && <EmptyState title="Nenhum item encontrado" />
      ) : (
        <ItemsTable items={list.items} canWrite={canWrite} busy={list.updating} timeZone={timeZone} container={container} onDelete={deletion.ask} />
      )}
      {!list.loading && <Pager page={list.page} lastPage={list.lastPage} total={list.total} onPage={list.setPage} />}

      <ConfirmDialog
        open={deletion.target !== null}
        title="Excluir item"
        message={
          <>
            Deseja excluir o item <strong>{deletion.target?.item}</strong>? Esta ação não pode ser desfeita.
          </>
        }
        confirmLabel={deletion.busy ? 'Excluindo...' : 'Excluir'}
        danger
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
