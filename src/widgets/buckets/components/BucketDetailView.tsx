import { ConfirmDialog, EmptyState, ErrorState, Spinner } from '../../../core/ui';
import { TEXT } from '../messages';
import { useBucketPage } from '../useBucketPage';
import { BucketFacts } from './BucketFacts';
import { ElementLink } from '../../../core/ui/ElementLink';
import { FileCollection } from './FileCollection';
import { UploadArea } from './UploadArea';
import { UploadStatusList } from './UploadStatusList';
import { UsageBar } from './UsageBar';
import { pathTo } from '../../../core/paths';

/** /buckets/{rand}: the bucket's facts and usage, uploads, its files, and deleting files or the whole bucket. */
export function BucketDetailView({ rand, timeZone, container }: { rand: string; timeZone: string; container?: HTMLElement | ShadowRoot }) {
  const page = useBucketPage(rand, container);
  const back = (
    <ElementLink to={pathTo('/buckets')} container={container} className="back-link">
      ← Buckets
    </ElementLink>
  );
  if (page.bucketLoading) return <Spinner label="Carregando bucket..." />;
  if (page.bucketError || !page.bucket) {
    return (
      <section className="bucket-page">
        {back}
        <ErrorState text={page.bucketError ?? TEXT.loadFailed} onRetry={page.retryBucket} />
      </section>
    );
  }
  const { bucket } = page;
  return (
    <section className="bucket-page">
      {back}
      <header className="card bucket-head">
        <div className="page-head">
          <h1>{bucket.name}</h1>
          {page.canChange && (
            <button type="button" className="btn btn-outline-danger" onClick={page.askDeleteBucket}>
              Excluir bucket
            </button>
          )}
        </div>
        <BucketFacts bucket={bucket} timeZone={timeZone} />
        <UsageBar bucket={bucket} />
      </header>

      {page.canChange ? (
        <section className="card" aria-label="Enviar arquivos">
          <UploadArea blocked={page.uploadBlocked} onFiles={page.uploads.add} />
          <UploadStatusList items={page.uploads.items} onClear={page.uploads.clear} />
        </section>
      ) : (
        <p className="muted read-only-note">{TEXT.readOnly(bucket.owner_name)}</p>
      )}

      <section className="card" aria-labelledby="files-title">
        <div className="page-head">
          <h2 id="files-title">Arquivos</h2>
          <div className="layout-toggle" role="group" aria-label="Exibição dos arquivos">
            <button type="button" className="btn btn-small" aria-pressed={page.layout === 'grid'} onClick={() => page.setLayout('grid')}>
              Grade
            </button>
            <button type="button" className="btn btn-small" aria-pressed={page.layout === 'list'} onClick={() => page.setLayout('list')}>
              Lista
            </button>
          </div>
        </div>
        {page.filesLoading ? (
          <Spinner label="Carregando arquivos..." />
        ) : page.filesError ? (
          <ErrorState text={page.filesError} onRetry={page.retryFiles} />
        ) : page.files.length === 0 ? (
          <EmptyState title={TEXT.noFiles} />
        ) : (
          <FileCollection files={page.files} layout={page.layout} timeZone={timeZone} canDelete={page.canChange} onDelete={page.askDeleteFile} />
        )}
      </section>

      <ConfirmDialog
        open={page.fileToDelete !== null}
        title="Excluir arquivo"
        message={<>Excluir o arquivo “{page.fileToDelete?.file_name}”? Esta ação não pode ser desfeita.</>}
        confirmLabel="Excluir"
        danger
        busy={page.deletingFile}
        onConfirm={page.confirmDeleteFile}
        onCancel={page.cancelDeleteFile}
      />
      <ConfirmDialog
        open={page.confirmBucket}
        title="Excluir bucket"
        message={<>O bucket “{bucket.name}” e todos os seus arquivos serão excluídos. Esta ação não pode ser desfeita.</>}
        confirmLabel="Excluir bucket"
        danger
        busy={page.deletingBucket}
        onConfirm={page.confirmDeleteBucket}
        onCancel={page.cancelDeleteBucket}
      />
    </section>
  );
}
