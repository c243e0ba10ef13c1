import { DataFrame, fromQuery } from '../../../core/data';
import { ConfirmDialog } from '../../../core/ui';
import type { Bucket } from '../../../shared/schemas/buckets';
import { TEXT } from '../text';
import { useBucketPage, type BucketPage } from '../useBucketPage';
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
  return (
    <section className="bucket-page">
      {back}
      <DataFrame state={fromQuery(page.bucket)} loading="Carregando bucket..." failed={TEXT.loadFailed}>
        {(bucket) => <BucketContents page={page} bucket={bucket} timeZone={timeZone} />}
      </DataFrame>
    </section>
  );
}

/** The bucket once it came: facts, usage, uploads, files and the two delete confirmations. */
function BucketContents({ page, bucket, timeZone }: { page: BucketPage; bucket: Bucket; timeZone: string }) {
  return (
    <>
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
        <DataFrame state={fromQuery(page.files)} loading="Carregando arquivos..." failed={TEXT.filesFailed} empty={TEXT.noFiles}>
          {(files) => <FileCollection files={files} layout={page.layout} timeZone={timeZone} canDelete={page.canChange} onDelete={page.askDeleteFile} />}
        </DataFrame>
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
    </>
  );
}
