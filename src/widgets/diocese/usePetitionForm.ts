import { useEffect, useState } from 'react';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { DIOCESE_MSG, PeticaoBody, type PeticaoTipoConfig } from '../../shared/schemas/diocese';
import { useCreatePeticao, useSendDocumento } from './queries';
import { DIOCESE_TEXT } from './text';

/** The form's values as the inputs hold them (text); the type's own fields under `campos`, by their key. */
export interface PetitionValues {
  tipo: string;
  assunto: string;
  texto: string;
  campos: Record<string, string>;
  registro_id: string;
  processo_id: string;
}

const EMPTY: PetitionValues = { tipo: '', assunto: '', texto: '', campos: {}, registro_id: '', processo_id: '' };

/** The record the form was opened for ('Pedir retificação' on a record's page: ?registro_id=12). */
const initial = (search: string): PetitionValues => ({ ...EMPTY, registro_id: new URLSearchParams(search).get('registro_id') ?? '' });

/**
 * 'Nova petição': the type chosen brings its fields and documents (as the diocese configured it). The petition
 * goes first; then each chosen document, to the petition's number; its page opens (a document that failed
 * is added there).
 */
export function usePetitionForm(tipos: PeticaoTipoConfig[], onSaved: (id: number) => void) {
  const form = useSchemaForm<PetitionValues>(PeticaoBody, initial(globalThis.location?.search ?? ''));
  const create = useCreatePeticao();
  const [files, setFiles] = useState<Record<string, File>>({});
  const send = useSendDocumento();
  const [sending, setSending] = useState(false);

  // Another type: its own fields, empty (those of the type left behind are not sent), and no documents chosen.
  useEffect(() => {
    const watching = form.watch((values, { name }) => {
      if (name !== 'tipo') return;
      const config = tipos.find((t) => t.tipo === values.tipo);
      form.setValue('campos', Object.fromEntries((config?.campos ?? []).map((c) => [c.chave, ''])));
      setFiles({});
    });
    return () => watching.unsubscribe();
  }, [form, tipos]);

  const submit = useFormSubmit(form, create.mutateAsync, {
    failed: DIOCESE_TEXT.petitionFailed,
    async onSaved(saved) {
      const id = saved.data.id;
      setSending(true);
      const failed: string[] = [];
      for (const [chave, file] of Object.entries(files)) {
        await send.mutateAsync({ id, file, chave }).catch(() => failed.push(file.name));
      }
      setSending(false);
      toast.success(`${saved.message ?? DIOCESE_MSG.peticaoCreated} Protocolo ${saved.data.protocolo}.`);
      if (failed.length) toast.error(`${DIOCESE_TEXT.documentFailed}: ${failed.join(', ')}. Anexe de novo na página do pedido.`);
      onSaved(id);
    },
  });
  return {
    form,
    ...submit,
    files,
    choose: (chave: string, file: File | null) => setFiles(({ [chave]: _, ...rest }) => (file ? { ...rest, [chave]: file } : rest)),
    sending,
  };
}
