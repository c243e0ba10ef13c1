import { DataFrame, fromQuery } from '../../../core/data';
import { loadFailure } from '../load-failure';
import { Modal } from '../../../core/ui';
import { keptList, removalList, useAnonymise } from './useAnonymise';

interface AnonymiseDialogProps {
  id: number;
  name: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** 'Anonimizar': names every field and file that will be removed and what stays, then asks to confirm. */
export function AnonymiseDialog({ id, name, onClose, onDone }: AnonymiseDialogProps) {
  const a = useAnonymise(id, onDone);
  const ready = a.preview.data && !a.preview.data.anonymised_at;
  return (
    <Modal
      open
      title="Anonimizar registro"
      onClose={a.busy ? undefined : onClose}
      className="modal-sm lgpd-anonymise"
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={a.busy}>
            Cancelar
          </button>
          <button type="button" className="btn btn-danger" onClick={a.confirm} disabled={!ready || a.busy}>
            {a.busy ? 'Anonimizando...' : 'Anonimizar'}
          </button>
        </>
      }
    >
      <DataFrame state={fromQuery(a.preview)} loading="Verificando o que será removido..." failed={loadFailure}>
        {(preview) =>
          preview.anonymised_at ? (
            <p className="alert alert-info">Este registro já foi anonimizado.</p>
          ) : (
            <>
              <p>
                Os dados pessoais de <strong>{name}</strong> serão apagados de forma definitiva. Serão removidos:
              </p>
              <ul className="lgpd-list" aria-label="Será removido">
                {removalList(preview).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p>Permanecem:</p>
              <ul className="lgpd-list" aria-label="Permanece">
                {keptList(preview).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="muted">Esta ação não pode ser desfeita. Se a pessoa pediu os seus dados, exporte-os antes.</p>
            </>
          )
        }
      </DataFrame>
      {a.error && (
        <p className="alert alert-error" role="alert">
          {a.error}
        </p>
      )}
    </Modal>
  );
}
