import { useUser } from '../../../core/session/SignedIn';
import type { Casamento } from '../../../shared/schemas/casamentos';
import { TEXT } from '../text';
import { useAskCertificate } from '../usePedidoActions';

/**
 * For a spouse baptised in another parish of this portal, whose baptism certificate is not in the file yet: the
 * request to that parish in one click; once it is answered, the certificate lands in this checklist.
 */
export function AskCertificate({ casamento: c, conjuge }: { casamento: Casamento; conjuge: 1 | 2 }) {
  const own = useUser().paroquia?.id;
  const noivo = conjuge === 1 ? c.conjuge1 : c.conjuge2;
  const ask = useAskCertificate(c, conjuge);
  const baptism = c.documentos.find((l) => l.conjuge === conjuge && l.sacramento === 'batismo');
  if (!noivo.paroquia_batismo_id || noivo.paroquia_batismo_id === own || !baptism || baptism.documento) return null;
  return (
    <div className="ask-certificate">
      <p className="muted small">{TEXT.askCertificateHint(noivo.paroquia_batismo ?? TEXT.baptismParish)}</p>
      <button type="button" className="btn btn-small" disabled={ask.busy} onClick={ask.run}>
        {TEXT.askCertificate}
      </button>
    </div>
  );
}
