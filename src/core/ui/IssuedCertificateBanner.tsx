import type { ReactNode } from 'react';
import type { IssuedCertificate } from '../hooks/useIssuedCertificate';
import { pathTo } from '../paths';
import { Banner } from './Banner';

/** The certificate just issued, above the screen: what it is (`children`), its PDF and its public verification. */
export function IssuedCertificateBanner({ issued, pdfLabel, children }: { issued: IssuedCertificate; pdfLabel: string; children: ReactNode }) {
  return (
    <Banner kind="success">
      {children}{' '}
      <a href={issued.url} download={issued.fileName}>
        {pdfLabel}
      </a>{' '}
      ·{' '}
      <a href={pathTo('/certidoes/{codigo}', { codigo: issued.code })} target="_blank" rel="noopener">
        Ver a verificação pública
      </a>
    </Banner>
  );
}
