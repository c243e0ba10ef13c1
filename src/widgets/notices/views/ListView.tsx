import { errorText } from '../../../core/api/errors';
import { Banner, ConfirmDialog, EmptyState, Spinner } from '../../../core/ui';
import { NOTICES_MSG } from '../../../shared/schemas/notices';
import { CreateNoticeModal } from '../components/CreateNoticeModal';
import { NoticeFilters } from '../components/NoticeFilters';
import { NoticePreviewModal } from '../components/NoticePreviewModal';
import { NoticeTable } from '../components/NoticeTable';
import { Pagination } from '../components/Pagination';
import { useNavigationToast } from '../useNavigationToast';
import { useNoticeActions } from '../useNoticeActions';
import { useNoticeListController } from '../useNoticeListController';

export interface ListViewProps {
  canWrite: boolean;
  timeZone: string;
  container?: HTMLElement | ShadowRoot;
}

/** /eventos: 'Avisos Paroquia'. */
export function ListView({ canWrite, timeZone, container }: ListViewProps) {
  const list = useNoticeListController();
  const actions = useNoticeActions(container);
  useNavigationToast();
  const { data, error, isPending, isFetching, refetch } = list.query;

  return (
    <section className="notices" aria-labelledby="notices-title">
      <header className="notices-head">
        <h1 id="notices-title">Avisos Paroquia</h1>
        {canWrite && (
          <button type="button" className="btn btn-primary" onClick={actions.startCreate}>
            Novo aviso
          </button>
        )}
      </header>
      <NoticeFilters
        search={list.search}
        onSearch={list.setSearch}
        level={list.level}
        onLevel={list.setLevel}
        hasAttachment={list.hasAttachment}
        onHasAttachment={list.setHasAttachment}
      />
      {isPending ? (
        <Spinner label="Carregando avisos..." />
      ) : error && !data ? (
        <Banner kind="error">
          {errorText(error, NOTICES_MSG.listFailed)}{' '}
          <button type="button" className="btn btn-small" onClick={() => void refetch()}>
            Tentar novamente
          </button>
        </Banner>
      ) : !data || data.items.length === 0 ? (
        <EmptyState title="Nenhum aviso encontrado" description={list.filtered ? 'Tente outros termos ou filtros.' : undefined} />
      ) : (
        <div aria-busy={isFetching}>
          <NoticeTable notices={data.items} timeZone={timeZone} canWrite={canWrite} container={container} onOpen={actions.open} onDelete={actions.askDelete} />
          <Pagination page={data.page} lastPage={data.lastPage} total={data.total} busy={isFetching} onPage={list.setPage} />
        </div>
      )}

      {actions.creating && <CreateNoticeModal timeZone={timeZone} onClose={actions.stopCreate} />}
      <NoticePreviewModal notice={actions.previewing} timeZone={timeZone} onClose={actions.closePreview} />
      <ConfirmDialog
        open={actions.deleting !== null}
        title="Excluir aviso"
        message={
          <>
            <p>
              Excluir o aviso <strong>{actions.deleting?.title}</strong>? Esta ação não pode ser desfeita.
            </p>
            {actions.deleteError && <Banner kind="error">{actions.deleteError}</Banner>}
          </>
        }
        confirmLabel="Excluir"
        danger
        busy={actions.deleteBusy}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.cancelDelete}
      />
    </section>
  );
}
