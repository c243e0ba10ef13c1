import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, errorText } from '../../core/api/errors';
import { serverFieldErrors } from '../../core/form';
import { toast } from '../../core/ui';
import type { SacramentoTipo } from '../../shared/schemas/sacramentos';
import { addNote, annul, issueCertificate } from './api';
import type { CertificateChoice } from './components/RecordDialogs';
import { refreshAll } from './queries';

/** The refusal's own message (a certificate's list of what is missing), else the user's text for the failure. */
const refusalText = (failure: unknown) => {
  const body = failure instanceof ApiError ? (failure.body as { message?: unknown } | null) : null;
  return typeof body?.message === 'string' ? body.message : errorText(failure, 'Falha ao emitir a certidão');
};

/** A write's state: under way, and its failure (the field's text when the server named one, or as `describe` says). */
export function useWrite<A extends unknown[]>(run: (...args: A) => Promise<{ message?: string } | void>, describe?: (failure: unknown) => string) {
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
      setError(describe ? describe(failure) : (Object.values(serverFieldErrors(failure))[0] ?? errorText(failure, 'Falha ao salvar')));
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
  const note = useWrite((texto: string, data?: string) => addNote(tipo, id, texto, data));
  const annulment = useWrite((motivo: string) => annul(tipo, id, motivo));
  const [issued, setIssued] = useState<Issued | null>(null);
  useEffect(
    () => () => {
      if (issued) URL.revokeObjectURL(issued.url);
    },
    [issued],
  );
  const certificate = useWrite(async (choice: CertificateChoice) => {
    const { pdf, code } = await issueCertificate(tipo, id, choice);
    const next = { code, url: URL.createObjectURL(pdf), fileName: `certidao-${tipo}-${code}.pdf` };
    setIssued(next);
    const link = Object.assign(document.createElement('a'), { href: next.url, download: next.fileName });
    link.click();
    return { message: `Certidão emitida. Código de verificação: ${code}.` };
  }, refusalText);
  return { note, annulment, certificate, issued };
}
