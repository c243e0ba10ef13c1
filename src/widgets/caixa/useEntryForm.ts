import { useState } from 'react';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { CAIXA_MSG, LancamentoBody } from '../../shared/schemas/caixa';
import { useCreateEntryMutation } from './queries';
import { CAIXA_TEXT } from './text';

/** The form's values as the inputs hold them (text); the server parses them with the same schema. */
export type EntryValues = {
  conta_id: string;
  portador_id: string;
  data: string;
  valor_centavos: string;
  descricao: string;
  fornecedor: string;
  fornecedor_documento: string;
  documento_tipo: string;
  documento_numero: string;
  comunidade_id: string;
  repasse_mes: string;
};

const FIELDS = [
  'conta_id',
  'portador_id',
  'data',
  'valor_centavos',
  'descricao',
  'fornecedor',
  'fornecedor_documento',
  'documento_tipo',
  'documento_numero',
  'comunidade_id',
  'repasse_mes',
] as const;

/**
 * An empty entry of `today`, with what the address brings: 'Registrar pagamento' of the diocese's share opens
 * this form on the 'repasse à diocese' account with the month and the amount due.
 */
function initial(today: string, search: string): EntryValues {
  const given = new URLSearchParams(search);
  const values = empty(today);
  for (const name of FIELDS) values[name] = given.get(name) ?? values[name];
  return values;
}

const empty = (today: string): EntryValues => ({
  conta_id: '',
  portador_id: '',
  data: today,
  valor_centavos: '',
  descricao: '',
  fornecedor: '',
  fornecedor_documento: '',
  documento_tipo: '',
  documento_numero: '',
  comunidade_id: '',
  repasse_mes: '',
});

/**
 * 'Novo lançamento': checked with the server's schema; the document (a PDF or a photo) goes with it in one
 * multipart call with its progress; a 422's texts under their fields (the file's under the file).
 */
export function useEntryForm(today: string, onSaved: () => void) {
  const form = useSchemaForm<EntryValues>(LancamentoBody, initial(today, globalThis.location?.search ?? ''));
  const create = useCreateEntryMutation();
  const [file, setFile] = useState<File | null>(null);
  /** Share of the document sent while the entry is under way, else null. */
  const [progress, setProgress] = useState<number | null>(null);
  const { onSubmit, failure } = useFormSubmit(
    form,
    async (values: EntryValues) => {
      setProgress(file ? 0 : null);
      try {
        return await create.mutateAsync({ values, file, onProgress: setProgress });
      } finally {
        setProgress(null);
      }
    },
    {
      failed: CAIXA_TEXT.entryFailed,
      files: ['documento'],
      onSaved(saved) {
        toast.success(saved.message ?? CAIXA_MSG.lancamentoCreated);
        onSaved();
      },
    },
  );
  function choose(files: File[]) {
    setFile(files[0] ?? null);
    form.clearErrors('documento' as never);
  }
  return { form, onSubmit, failure, file, choose, drop: () => setFile(null), progress };
}
