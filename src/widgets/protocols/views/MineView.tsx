import { navigate } from '../../../core/elements/events';
import { DataFrame, fromQuery } from '../../../core/data';
import { ConfirmDialog, EmptyState } from '../../../core/ui';
import { PROTOCOL_MSG } from '../../../shared/schemas/protocols';
import { AttachMore } from '../components/AttachMore';
import { NewProtocolModal } from '../components/NewProtocolModal';
import { ProtocolDetailModal } from '../components/ProtocolDetailModal';
import { ProtocolGrid } from '../components/ProtocolCard';
import { useMyProtocolsController } from '../useProtocolsController';
import { pathTo } from '../../../core/paths';

export interface ViewProps {
  timeZone: string;
  container?: HTMLElement | ShadowRoot;
}

/** /protocolos/meus: the user's own protocols. */
export function MineView({ timeZone, container, isAdmin }: ViewProps & { isAdmin: boolean }) {
  const c = useMyProtocolsController();
  const opened = c.detail.opened;
  return (
    <section className="protocols" part="base">
      <header className="page-head">
        <h1>Meus Protocolos</h1>
        <div className="head-actions">
          {isAdmin && (
            <a
              href={pathTo('/protocolos')}
              className="btn"
              onClick={(e) => {
                e.preventDefault();
                navigate(container, pathTo('/protocolos'));
              }}
            >
              Protocolos da paróquia
            </a>
          )}
          <button type="button" className="btn btn-primary" onClick={c.startCreating}>
            Novo protocolo
          </button>
        </div>
      </header>

      <DataFrame
        state={fromQuery(c.list)}
        loading="Carregando protocolos..."
        failed={() => PROTOCOL_MSG.loadFailed}
        empty={<EmptyState title="Nenhum protocolo enviado ainda." description="Use 'Novo protocolo' para fazer um pedido à paróquia." />}
      >
        {(items) => <ProtocolGrid items={items} timeZone={timeZone} onOpen={c.detail.open} />}
      </DataFrame>

      <ProtocolDetailModal
        protocol={c.toDelete ? null : opened}
        timeZone={timeZone}
        onClose={c.detail.close}
        actions={
          opened && c.deletable(opened) ? (
            <button type="button" className="btn btn-danger" onClick={() => c.askDelete(opened)}>
              Excluir
            </button>
          ) : undefined
        }
      >
        {opened && opened.status === 0 && <AttachMore key={opened.id} protocolId={opened.id} />}
      </ProtocolDetailModal>

      <NewProtocolModal open={c.creating} onClose={c.stopCreating} />

      <ConfirmDialog
        open={c.toDelete !== null}
        title="Excluir protocolo"
        message={<p>Excluir o protocolo {c.toDelete?.code}? Os arquivos anexados também serão apagados.</p>}
        confirmLabel={c.deleting ? 'Excluindo...' : 'Excluir'}
        danger
        busy={c.deleting}
        onConfirm={() => void c.confirmDelete()}
        onCancel={c.cancelDelete}
      />
    </section>
  );
}
