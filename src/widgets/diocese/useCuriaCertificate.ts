import { useEffect, useState } from 'react';
import { errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import type { BatismoEncontrado } from '../../shared/schemas/diocese';
import { useIssueCertidao } from './queries';

/** The certificate the chancery just issued: whose, its code and the PDF (an object URL while the screen shows it). */
export interface CuriaIssued {
  nome: string;
  code: string;
  url: string;
  fileName: string;
}

/** 'Emitir certidão' on an entry of a vacant parish: the PDF is downloaded at once and stays linked above the list. */
export function useCuriaCertificate() {
  const issue = useIssueCertidao();
  const [issued, setIssued] = useState<CuriaIssued | null>(null);
  useEffect(
    () => () => {
      if (issued) URL.revokeObjectURL(issued.url);
    },
    [issued],
  );
  const emit = (b: BatismoEncontrado) =>
    issue.mutate(b.id, {
      onSuccess: ({ pdf, code }) => {
        const next = { nome: b.nome, code, url: URL.createObjectURL(pdf), fileName: `certidao-batismo-${code}.pdf` };
        setIssued(next);
        Object.assign(document.createElement('a'), { href: next.url, download: next.fileName }).click();
        toast.success(`Certidão emitida. Código de verificação: ${code}.`);
      },
      onError: (error) => toast.error(errorText(error, 'Falha ao emitir a certidão')),
    });
  return { emit, busyId: issue.isPending ? issue.variables : null, issued };
}
