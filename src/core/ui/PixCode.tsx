import { useEffect, useId, useRef, useState } from 'react';
import { QrCode } from './QrCode';

const COPIED_MS = 4000;

/**
 * A PIX BR Code to pay: the QR code, the 'copia e cola' text and a copy button that says when it copied
 * (<sacra-donate>, the follow-up page of a request). `busy` dims the QR while a new code comes.
 */
export function PixCode({ payload, busy = false }: { payload: string; busy?: boolean }) {
  const id = useId();
  const codeRef = useRef<HTMLTextAreaElement>(null);
  // The code last copied: a new code (another amount) has not been copied yet.
  const [copiedCode, setCopiedCode] = useState<string | null>(null);
  const copied = copiedCode === payload;
  useEffect(() => {
    if (copiedCode === null) return;
    const timer = setTimeout(() => setCopiedCode(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copiedCode]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(payload);
    } catch {
      // No Clipboard API (an http site, an old browser) or refused: the selection and the old command.
      codeRef.current?.select();
      if (!document.execCommand('copy')) return;
    }
    setCopiedCode(payload);
  }

  return (
    <div className="pix-code" aria-busy={busy}>
      <QrCode text={payload} label="QR Code PIX" />
      <div className="field">
        <label htmlFor={`${id}-code`}>PIX copia e cola</label>
        <textarea id={`${id}-code`} ref={codeRef} part="code" readOnly rows={4} value={payload} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <button type="button" part="copy-button" className="btn btn-primary" onClick={copy}>
        Copiar código PIX
      </button>
      <p className="copied" role="status">
        {copied ? 'Código copiado!' : ''}
      </p>
    </div>
  );
}
