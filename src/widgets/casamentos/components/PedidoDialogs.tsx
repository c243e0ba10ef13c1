import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FieldFrame, ModalForm, SelectField, TextAreaField, TextField } from '../../../core/form';
import { formatDate } from '../../../core/format';
import { PEDIDO_SACRAMENTOS, PEDIDO_TIPOS, type Pedido } from '../../../shared/schemas/casamentos';
import { useBookRecords, useParoquias } from '../queries';
import { TEXT } from '../text';
import { useAtenderForm, usePedidoForm, useRecusarPedidoForm } from '../usePedidoActions';

/** 'Novo pedido': to another parish of the portal, a certificate (the record named by name and date, or by its numbers) or a transfer. */
export function NovoPedidoDialog({ onClose }: { onClose: () => void }) {
  const f = usePedidoForm(onClose);
  const paroquias = useParoquias();
  return (
    <ModalForm title={TEXT.newRequest} submit={TEXT.send} controller={f} onClose={onClose} className="form">
      <SelectField name="paroquia_id" label={TEXT.requestTo} empty="— Selecione —" options={(paroquias.data ?? []).map((p) => [p.id, p.nome] as const)} />
      <div className="field-row">
        <SelectField name="tipo" label={TEXT.requestKind} options={PEDIDO_TIPOS} />
        <SelectField name="sacramento" label={TEXT.sacrament} options={PEDIDO_SACRAMENTOS} />
      </div>
      <TextField name="nome" label={TEXT.personName} maxLength={150} autoComplete="off" />
      <div className="field-row">
        <TextField name="data" label={TEXT.sacramentDate} type="date" />
        <TextField name="livro" label={TEXT.book} inputMode="numeric" maxLength={5} autoComplete="off" />
        <TextField name="folha" label={TEXT.page} inputMode="numeric" maxLength={5} autoComplete="off" />
        <TextField name="termo" label={TEXT.entryNumber} inputMode="numeric" maxLength={5} autoComplete="off" />
      </div>
      <div className="field-row">
        <TextField name="pai" label={TEXT.father} maxLength={150} autoComplete="off" />
        <TextField name="mae" label={TEXT.mother} maxLength={150} autoComplete="off" />
      </div>
      <TextField name="finalidade" label={TEXT.purpose} maxLength={200} placeholder="para fins de casamento" autoComplete="off" />
      <TextAreaField name="mensagem" label={TEXT.message} rows={2} maxLength={2000} />
    </ModalForm>
  );
}

/** 'Atender': a certificate is issued from a record of this parish's book (searched by name) and sent back; a transfer is granted. */
export function AtenderDialog({ pedido, onClose }: { pedido: Pedido; onClose: () => void }) {
  const f = useAtenderForm(pedido, onClose);
  return (
    <ModalForm title={TEXT.atenderTitle(pedido.nome)} submit={TEXT.atenderSubmit} controller={f} onClose={onClose} className="form">
      <p>{`${PEDIDO_TIPOS[pedido.tipo]} — ${pedido.paroquia.nome}${pedido.finalidade ? ` (${pedido.finalidade})` : ''}`}</p>
      {pedido.mensagem && <p className="muted">{pedido.mensagem}</p>}
      {pedido.tipo === 'certidao' && <RecordChoice pedido={pedido} />}
      <TextAreaField name="mensagem" label={TEXT.message} rows={2} maxLength={2000} />
    </ModalForm>
  );
}

function RecordChoice({ pedido }: { pedido: Pedido }) {
  const [q, setQ] = useState(pedido.nome);
  const records = useBookRecords(pedido.sacramento, q);
  const chosen = useWatch({ name: 'registro_id' }) as string;
  const options = (records.data ?? []).map((r) => [r.id, `${r.nome} — ${formatDate(r.data)} (livro ${r.livro}, folha ${r.folha}, termo ${r.termo})`] as const);
  return (
    <>
      <FieldFrame label={TEXT.recordSearch}>
        {(a) => <input {...a} type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />}
      </FieldFrame>
      <SelectField name="registro_id" label={TEXT.recordChoice} empty="— Selecione —" options={options} />
      {records.data && options.length === 0 && !chosen && <p className="muted small">{TEXT.noRecords}</p>}
    </>
  );
}

export function RecusarPedidoDialog({ pedido, onClose }: { pedido: Pedido; onClose: () => void }) {
  const f = useRecusarPedidoForm(pedido, onClose);
  return (
    <ModalForm title={TEXT.recusarTitle(pedido.nome)} submit={TEXT.recusar} controller={f} onClose={onClose} className="form">
      <TextAreaField name="motivo" label={TEXT.reason} rows={3} maxLength={500} />
    </ModalForm>
  );
}
