import { useState } from 'react';
import { unplacedText } from '../../core/form';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import {
  importKindsFor,
  IMPORT_KINDS,
  type ImportKind,
  type ImportSummary,
  type Mapping,
  type Refusal,
  type ValidationAnswer,
} from '../../shared/schemas/imports';
import { useCheckLines, useFetchImport, useImportLines, useImportProgress, useSendSheet, useUndoImport } from './queries';

/** An uploaded file, as the mapping step needs it. */
export interface Sheet {
  id: number;
  tipo: ImportKind;
  arquivo: string;
  colunas: string[];
  /** The mapping to start from: the server's guess, or the last dry run's. */
  mapeamento: Mapping;
  linhas: number;
  amostra: string[][];
}

export type Step =
  | { at: 'file' }
  | { at: 'map'; sheet: Sheet }
  | { at: 'checked'; sheet: Sheet; mapping: Mapping; result: ValidationAnswer }
  | { at: 'importing'; sheet: Sheet; mapping: Mapping; result: ValidationAnswer }
  | { at: 'done'; sheet: Sheet; message: string; refused: Refusal[] };

/**
 * 'Nova importação', step by step: the kind and the file (sent with its progress); the columns' fields
 * with the first lines as they will be saved; the dry run's valid and refused lines; the import with its
 * progress (asked of the server while it runs); the result. A waiting import of the list can be taken up
 * again at its mapping, or cancelled.
 */
export function useImportWizard() {
  const kinds = importKindsFor(useSession((s) => s.user));
  const [kind, setKind] = useState<ImportKind | ''>('');
  const tipo = kind || kinds[0];
  const [step, setStep] = useState<Step>({ at: 'file' });
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const progress = useImportProgress(step.at === 'importing' ? step.sheet.id : null);
  const sendSheet = useSendSheet();
  const checkLines = useCheckLines();
  const importLines = useImportLines();
  const undoImport = useUndoImport();
  const fetchImport = useFetchImport();

  async function attempt(fallback: string, action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(unplacedText(e, [], fallback) ?? fallback);
    } finally {
      setBusy(false);
      setSent(null);
    }
  }

  const upload = (files: File[]) =>
    files[0] &&
    tipo &&
    attempt('Falha ao enviar a planilha', async () => {
      setSent(0);
      const up = await sendSheet.mutateAsync({ file: files[0], tipo, onProgress: setSent });
      setStep({
        at: 'map',
        sheet: { id: up.id, tipo, arquivo: files[0].name, colunas: up.colunas, mapeamento: up.sugestao, linhas: up.linhas, amostra: up.amostra },
      });
    });

  /** The dry run of the mapping form's submit: its failure is the form's (a 422 under 'mapeamento'). */
  async function check(sheet: Sheet, mapping: Mapping) {
    setError(null);
    const result = await checkLines.mutateAsync({ id: sheet.id, mapping });
    setStep({ at: 'checked', sheet: { ...sheet, mapeamento: mapping }, mapping, result });
  }

  const run = (sheet: Sheet, mapping: Mapping, result: ValidationAnswer) =>
    attempt('Falha ao importar', async () => {
      setStep({ at: 'importing', sheet, mapping, result });
      try {
        const done = await importLines.mutateAsync(sheet.id);
        setStep({ at: 'done', sheet, message: done.message, refused: done.recusadas });
        toast.success(done.message);
      } catch (e) {
        setStep({ at: 'checked', sheet, mapping, result });
        throw e;
      }
    });

  /** Cancels the import being prepared (its file's lines are deleted) and starts over. */
  const cancel = (sheet: Sheet) =>
    attempt('Falha ao cancelar', async () => {
      toast.success(await undoImport.mutateAsync(sheet));
      setStep({ at: 'file' });
    });

  /** Takes up a waiting import of the list at its mapping. */
  const resume = (summary: ImportSummary) =>
    attempt('Falha ao abrir a importação', async () => {
      const d = await fetchImport(summary.id);
      setStep({
        at: 'map',
        sheet: { id: d.id, tipo: d.tipo, arquivo: d.arquivo, colunas: d.colunas, mapeamento: d.mapeamento, linhas: d.linhas, amostra: d.amostra },
      });
    });

  return {
    kinds: kinds.map((k) => [k, IMPORT_KINDS[k]] as [ImportKind, string]),
    tipo,
    setKind,
    step,
    sent,
    error,
    busy: busy || checkLines.isPending,
    progress: progress.data?.progresso ?? null,
    upload,
    check,
    run,
    cancel,
    resume,
    restart: () => (setError(null), setStep({ at: 'file' })),
    back: (sheet: Sheet) => (setError(null), setStep({ at: 'map', sheet })),
  };
}

export type ImportWizard = ReturnType<typeof useImportWizard>;
