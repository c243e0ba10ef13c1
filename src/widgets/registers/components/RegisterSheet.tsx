import { DataFrame, fromQuery } from '../../../core/data';
import { loadFailure } from '../load-failure';
import { Modal } from '../../../core/ui';
import { REGISTER_MSG, type RegisterAttachment } from '../../../shared/schemas/registers';
import { portalUrl } from '../api';
import type { SheetRow } from '../sheet';
import { useRegisterSheet } from '../useRegisterSheet';
import { AttachmentList, NO_ATTACHMENTS } from './AttachmentList';
import { Photo } from './Photo';
import { SheetLgpd } from '../lgpd/SheetLgpd';

function Rows({ title, rows }: { title: string; rows: SheetRow[] }) {
  return (
    <section className="reg-sheet-block" aria-label={title}>
      <h3>{title}</h3>
      <dl>
        {rows.map((r) => (
          <div key={r.label} className="reg-sheet-row">
            <dt>{r.label}</dt>
            <dd className={r.value === REGISTER_MSG.notInformed ? 'muted' : undefined}>{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Attachments({ items }: { items: RegisterAttachment[] }) {
  return (
    <AttachmentList
      items={items}
      action={(a) => (
        <a className="btn btn-small" href={portalUrl(a.url)} download={a.original_name}>
          Baixar<span className="sr-only"> {a.original_name}</span>
        </a>
      )}
    />
  );
}

/** 'Ficha do registro': every field of one register, 'Não Informado' where empty, and its attachments. */
export function RegisterSheet({ id, onClose }: { id: number; onClose: () => void }) {
  const sheet = useRegisterSheet(id);
  return (
    <Modal open title="Ficha do registro" onClose={onClose} className="reg-sheet">
      <DataFrame state={fromQuery(sheet.register)} loading="Carregando ficha..." failed={loadFailure}>
        {(register) => (
          <>
            <div className="reg-sheet-head">
              <Photo url={register.photo} name={register.name} size={88} />
              <p className="reg-sheet-name">{register.name}</p>
            </div>
            {sheet.rows && (
              <>
                <Rows title="Dados pessoais" rows={sheet.rows.person} />
                <Rows title="Família" rows={sheet.rows.family} />
                <Rows title="Endereço" rows={sheet.rows.address} />
              </>
            )}
            <section className="reg-sheet-block" aria-label="Anexos">
              <h3>Anexos</h3>
              <DataFrame state={fromQuery(sheet.files)} loading="Carregando anexos..." failed={loadFailure} empty={NO_ATTACHMENTS}>
                {(items) => <Attachments items={items} />}
              </DataFrame>
            </section>
            <SheetLgpd register={register} />
          </>
        )}
      </DataFrame>
    </Modal>
  );
}
