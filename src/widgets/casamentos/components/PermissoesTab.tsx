import { useState } from 'react';
import { ModalForm, TextField } from '../../../core/form';
import { formatDate } from '../../../core/format';
import { PERMISSOES, type Casamento, type Impedimento } from '../../../shared/schemas/casamentos';
import { PDF } from '../api';
import { TEXT } from '../text';
import { usePermissaoForm } from '../usePermissaoForm';
import { FileChoice } from './FileChoice';

/**
 * The impediments the file's data raises and the permission each needs (dispensa or licença): the printed request
 * to the diocese, and the grant recorded here; the file is habilitado only once every one is granted.
 */
export function PermissoesTab({ casamento: c, write }: { casamento: Casamento; write: boolean }) {
  const [granting, setGranting] = useState<Impedimento | null>(null);
  return (
    <section className="card" aria-labelledby="permissions-title">
      <h2 id="permissions-title">{TEXT.permissionsTitle}</h2>
      {c.impedimentos.length === 0 ? (
        <p className="muted">{TEXT.noImpediments}</p>
      ) : (
        <ul className="impediments">
          {c.impedimentos.map((i) => (
            <li key={i.tipo}>
              <p>
                <strong>{i.rotulo}</strong> — {`${PERMISSOES[i.permissao]} (${i.canon})`}{' '}
                <span className={`badge ${i.concessao ? 'badge-ok' : 'badge-warn'}`}>{i.concessao ? PERMISSOES[i.permissao] : TEXT.notGranted}</span>
              </p>
              <p className="muted small">
                {`${TEXT.spouses}: ${i.conjuges.map((n) => (n === 1 ? c.conjuge1.nome : c.conjuge2.nome)).join(', ')}`}
                {i.concessao && ` · ${TEXT.granted(i.concessao.concedida_por, formatDate(i.concessao.data), i.concessao.protocolo)}`}
              </p>
              <span className="row-actions">
                <a className="btn btn-small" href={PDF.permissao(c.id, i.tipo)} target="_blank" rel="noopener" aria-label={`${TEXT.requestPdf}: ${i.rotulo}`}>
                  {TEXT.requestPdf}
                </a>
                {write && !i.concessao && (
                  <button type="button" className="btn btn-small" onClick={() => setGranting(i)} aria-label={`${TEXT.recordGrant}: ${i.rotulo}`}>
                    {TEXT.recordGrant}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {granting && <GrantDialog id={c.id} impedimento={granting} onClose={() => setGranting(null)} />}
    </section>
  );
}

function GrantDialog({ id, impedimento, onClose }: { id: number; impedimento: Impedimento; onClose: () => void }) {
  const f = usePermissaoForm(id, impedimento.tipo, onClose);
  return (
    <ModalForm title={TEXT.grantTitle(impedimento.rotulo)} submit={TEXT.recordGrant} controller={f} onClose={onClose} className="form">
      <TextField name="concedida_por" label={TEXT.grantedBy} hint={TEXT.grantedByHint} maxLength={200} autoComplete="off" />
      <div className="field-row">
        <TextField name="data" label={TEXT.grantDate} type="date" />
        <TextField name="protocolo" label={TEXT.protocol} maxLength={60} autoComplete="off" />
      </div>
      <FileChoice label={TEXT.scan} file={f.arquivo} onFiles={f.choose} />
    </ModalForm>
  );
}
