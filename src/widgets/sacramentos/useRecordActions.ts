import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '../../core/api/errors';
import { serverFieldErrors } from '../../core/form';
import { toast } from '../../core/ui';
import type { SacramentoTipo } from '../../shared/schemas/sacramentos';
import { addNote, annul, issueCertificate } from './api';
import { refreshAll } from './queries';

/** A write's state: under way, and its failure (the field's text when the server named one). */
function useWrite<A extends unknown[]>(run: (...args: A) => Promise<{ message?: string } | void>) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function go(...args: A): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const answer = await run(...args);
      await refreshAll(queryClient);
      if (answer?.message) toast.success(answer.message);
      return true;
    } catch (failure) {
      setError(Object.values(serverFieldErrors(failure))[0] ?? errorText(failure, 'Falha ao salvar'));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, go, reset: () => setError(null) };
}

/** The certificate just issued: its code and the PDF, kept as an object URL while the screen shows it. */
export interface Issued {
  code: string;
  url: string;
  fileName: string;
}

/** What a record's page does: a marginal note, the annulment, a certificate (downloaded at once). */
export function useRecordActions(tipo: SacramentoTipo, id: number) {
  const note = useWrite((texto: string) => addNote(tipo, id, texto));
  const annulment = useWrite((motivo: string) => annul(tipo, id, motivo));
  const [issued, setIssued] = useState<Issued | null>(null);
  useEffect(() => () => {
    if (issued) URL.revokeObjectURL(issued.url);
  }, [issued]);
  const certificate = useWrite(async (finalidade?: string) => {
    const { pdf, code } = await issueCertificate(tipo, id, finalidade);
    const next = { code, url: URL.createObjectURL(pdf), fileName: `certidao-${tipo}-${code}.pdf` };
    setIssued(next);
    const link = Object.assign(document.createElement('a'), { href: next.url, download: next.fileName });
    link.click();
    return { message: `Certidão emitida. Código de verificação: ${code}.` };
  });
  return { note, annulment, certificate, issued };
}
