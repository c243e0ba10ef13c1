import { useMemo } from 'react';
import { DataTable, ListFilters, ListFrame, SelectFilter, TextFilter, useListController } from '../../../core/list';
import { Banner, ConfirmDialog, EmptyState } from '../../../core/ui';
import { IMPORTANCE, NOTICES_MSG } from '../../../shared/schemas/notices';
import { NOTICE_LIST } from '../api';
import { CreateNoticeModal } from '../components/CreateNoticeModal';
import { NoticePreviewModal } from '../components/NoticePreviewModal';
import { noticeColumns } from '../components/NoticeTable';
import { noticeListQuery } from '../queries';
import { useNavigationToast } from '../useNavigationToast';
import { useNoticeActions } from '../useNoticeActions';

export interface ListViewProps {
  canWrite: boolean;
  timeZone: string;
  container?: HTMLElement | ShadowRoot;
}

/** /eventos: 'Avisos Paroquia'. */
export function ListView({ canWrite, timeZone, container }: ListViewProps) {
  const list = useListController({ ...NOTICE_LIST, query: noticeListQuery });
  const actions = useNoticeActions(container);
  useNavigationToast();
  const { open, askDelete } = actions;
  const columns = useMemo(
    () => noticeColumns({ timeZone, canWrite, container, onOpen: open, onDelete: askDelete }),
    [timeZone, canWrite, container, open, askDelete],
  );

  return (
    <section className="notices list-view" aria-labelledby="notices-title">
      <header className="page-head">
        <h1 id="notices-title">Avisos Paroquia</h1>
        {canWrite && (
          <button type="button" className="btn btn-primary" onClick={actions.startCreate}>
            Novo aviso
          </button>
        )}
      </header>
      <ListFilters label="Filtros de avisos" className="notice-filters">
        <TextFilter list={list} name="q" label="Buscar" placeholder="Título ou legenda" maxLength={200} className="filter-search" />
        <SelectFilter list={list} name="level" label="Importância" all="Todas" options={IMPORTANCE} />
        <SelectFilter
          list={list}
          name="has_attachment"
          label="Anexo"
          all="Todos"
          options={[
            ['1', 'Com anexo'],
            ['0', 'Sem anexo'],
          ]}
        />
      </ListFilters>
      <ListFrame
        list={list}
        failed={NOTICES_MSG.listFailed}
        loading="Carregando avisos..."
        empty={<EmptyState title="Nenhum aviso encontrado" description={list.filtered ? 'Tente outros termos ou filtros.' : undefined} />}
      >
        <DataTable list={list} columns={columns} caption="Avisos da paróquia" className="notice-table" onOpen={actions.open} />
      </ListFrame>

      {actions.creating && <CreateNoticeModal timeZone={timeZone} onClose={actions.stopCreate} onCreated={actions.created} />}
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
