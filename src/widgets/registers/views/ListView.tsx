import { Banner, ConfirmDialog, EmptyState, Spinner } from '../../../core/ui';
import { REGISTER_MSG } from '../../../shared/schemas/registers';
import { Filters } from '../components/Filters';
import { ElementLink } from '../../../core/ui/ElementLink';
import { Pager } from '../../../core/ui/Pager';
import { RegisterSheet } from '../components/RegisterSheet';
import { RegisterTable } from '../components/RegisterTable';
import { LgpdToolbar } from '../lgpd/LgpdToolbar';
import { useRegisterList } from '../useRegisterList';

/** /registros: 'Registros gerais' with its filters, table, pages, sheet and deletion. */
export function ListView({ container }: { container?: HTMLElement | ShadowRoot }) {
  const l = useRegisterList();
  const data = l.data;
  return (
    <section className="reg-list" aria-labelledby="reg-title">
      <header className="reg-header">
        <h1 id="reg-title">Registros gerais</h1>
        <div className="reg-header-actions">
          <LgpdToolbar />
          {l.exportHref && (
            <a className="btn" href={l.exportHref} download>
              Exportar CSV
            </a>
          )}
          <ElementLink to="/registros/novo" container={container} className="btn btn-primary">
            Novo registro
          </ElementLink>
        </div>
      </header>
      {l.banners.success && (
        <Banner kind="success" onClose={() => l.closeBanner('success')}>
          {l.banners.success}
        </Banner>
      )}
      {l.banners.error && (
        <Banner kind="error" onClose={() => l.closeBanner('error')}>
          {l.banners.error}
        </Banner>
      )}
      <Filters filters={l.filters} setFilter={l.setFilter} limit={l.limit} setLimit={l.setLimit} />
      {l.loadError && <Banner kind="error">{data ? `${l.loadError}. Mostrando a última lista carregada.` : l.loadError}</Banner>}
      {!data ? (
        l.list.isPending && <Spinner label="Carregando registros..." />
      ) : data.items.length === 0 ? (
        <EmptyState title={REGISTER_MSG.empty} />
      ) : (
        <div className={l.stale ? 'reg-stale' : undefined} aria-busy={l.list.isFetching}>
          <RegisterTable rows={data.items} container={container} onSheet={l.openSheet} onDelete={l.deletion.ask} />
          <Pager page={data.page} lastPage={data.lastPage} total={data.total} onPage={l.setPage} />
        </div>
      )}
      {l.sheetId !== null && <RegisterSheet id={l.sheetId} onClose={l.closeSheet} />}
      <ConfirmDialog
        open={l.deletion.target !== null}
        title="Excluir registro"
        message={<p>Excluir o registro de {l.deletion.target?.name}? Esta ação não pode ser desfeita.</p>}
        confirmLabel="Excluir"
        danger
        busy={l.deletion.busy}
        onConfirm={() => void l.deletion.confirm()}
        onCancel={l.deletion.cancel}
      />
    </section>
  );
}
