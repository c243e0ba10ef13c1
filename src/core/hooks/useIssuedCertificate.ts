import { useEffect, useState } from 'react';
import { toast } from '../ui';

/** A certificate just issued: its verification code and its PDF, an object URL while the screen shows it. */
export interface IssuedCertificate {
  code: string;
  url: string;
  fileName: string;
}

/**
 * The certificate a screen just issued (a parish's book, the chancery's for a vacant parish): `received` downloads the
 * PDF at once and keeps it linked (IssuedCertificateBanner) until another replaces it or the screen goes.
 */
export function useIssuedCertificate<T extends object = object>() {
  const [issued, setIssued] = useState<(IssuedCertificate & T) | null>(null);
  useEffect(
    () => () => {
      if (issued) URL.revokeObjectURL(issued.url);
    },
    [issued],
  );
  const received = (pdf: Blob, code: string, fileName: string, about: T) => {
    const next = { ...about, code, url: URL.createObjectURL(pdf), fileName };
    setIssued(next);
    Object.assign(document.createElement('a'), { href: next.url, download: next.fileName }).click();
    toast.success(`Certidão emitida. Código de verificação: ${code}.`);
  };
  return { issued, received };
}
