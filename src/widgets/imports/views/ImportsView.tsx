import { displayTimeZone } from '../../../core/format';
import { DataTable, ListFilters, ListFrame, PageSizeField, SelectFilter } from '../../../core/list';
import { useSession } from '../../../core/session/useSession';
import { ConfirmDialog } from '../../../core/ui';
import { IMPORT_MSG } from '../../../shared/schemas/imports';
import { importColumns } from '../components/ImportsTable';
import { useImportList } from '../useImportList';
import { useImportWizard } from '../useImportWizard';
import { WizardView } from './WizardView';

/** /importar: a new import step by step, and the parish's imports (undone or taken up again from here). */
export function ImportsView() {
  const wizard = useImportWizard();
  const { list, undoing, askUndo, cancelUndo, confirmUndo, busy } = useImportList();
  const timeZone = displayTimeZone(useSession((s) => s.user?.timezone));
  const columns = importColumns(timeZone, { onResume: (r) => void wizard.resume(r), onUndo: askUndo });
  const waiting = undoing && undoing.estado !== 'importada';
  return (
    <div className="page list-view">
      <header className="page-head">
        <h1>Importar dados</h1>
        <p className="muted">Traga para o portal as pessoas, os dizimistas e os livros de sacramentos que a paróquia tem em planilhas.</p>
      </header>
      <WizardView wizard={wizard} />
      <section aria-labelledby="imports-title" className="imports-list">
        <h2 id="imports-title">Importações</h2>
        {wizard.kinds.length > 1 && (
          <ListFilters label="Filtros das importações" clear={list}>
            <SelectFilter list={list} name="tipo" label="Tipo" all="Todos" options={wizard.kinds} />
            <PageSizeField list={list} />
          </ListFilters>
        )}
        <ListFrame list={list} failed="Falha ao carregar as importações" loading="Carregando importações..." empty={IMPORT_MSG.listEmpty}>
          <DataTable list={list} columns={columns} caption="Importações da paróquia" />
        </ListFrame>
      </section>
      <ConfirmDialog
        open={undoing !== null}
        title={waiting ? 'Cancelar importação' : 'Desfazer importação'}
        danger
        busy={busy}
        confirmLabel={waiting ? 'Cancelar importação' : 'Desfazer'}
        cancelLabel="Voltar"
        onCancel={cancelUndo}
        onConfirm={() => void confirmUndo()}
        message={
          undoing &&
          (waiting ? (
            <p>
              Os dados de <strong>{undoing.arquivo}</strong> guardados para a importação serão apagados. Nada foi importado dele.
            </p>
          ) : (
            <p>
              As {undoing.importadas ?? 0} linha(s) importadas de <strong>{undoing.arquivo}</strong> serão removidas do portal. Não é possível desfazer se algum
              registro já estiver em uso (um dizimista com contribuições, uma pessoa ligada a uma conta...).
            </p>
          ))
        }
      />
    </div>
  );
}
