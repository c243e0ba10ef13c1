import { useState } from 'react';
import { QrCode } from '../../../core/ui/QrCode';

/** A BR Code as a QR code and as 'copia e cola' text with its copy button. */
export function PixCode({ payload }: { payload: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="pix-code">
      <QrCode text={payload} label="QR Code PIX" />
      <div className="field">
        <label htmlFor="pix-copy">PIX copia e cola</label>
        <textarea id="pix-copy" readOnly value={payload} rows={3} onFocus={(e) => e.target.select()} />
      </div>
      <button
        type="button"
        className="btn"
        onClick={() =>
          void navigator.clipboard?.writeText(payload).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        Copiar código PIX
      </button>
      <span role="status" className="muted small">
        {copied ? 'Código copiado!' : ''}
      </span>
    </div>
  );
}
