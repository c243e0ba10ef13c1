import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { DIOCESE_MSG, RespostaBody } from '../../shared/schemas/diocese';
import { useAnswerPeticao, useSendDocumento } from './queries';
import { DIOCESE_TEXT } from './text';

/** 'Responder' (the chancery): the new state and its text; a final state issues the decree. `onDone` closes the dialog. */
export function useAnswerForm(id: number, onDone: () => void) {
  const form = useSchemaForm<{ estado: string; texto: string }>(RespostaBody, { estado: '', texto: '' });
  const answer = useAnswerPeticao(id);
  const submit = useFormSubmit(form, (v: { estado: string; texto: string }) => answer.mutateAsync(RespostaBody.parse(v)), {
    failed: DIOCESE_TEXT.answerFailed,
    onSaved(saved) {
      toast.success(saved.message ?? DIOCESE_MSG.respostaSaved);
      form.reset();
      onDone();
    },
  });
  return { form, ...submit };
}

/** A document added to a petition (the parish answering a request for documents): which of the type's it is, then the file, sent at once. */
export function useDocumentUpload(id: number) {
  const [chave, setChave] = useState('');
  const send = useSendDocumento();
  async function upload(file: File) {
    try {
      const saved = await send.mutateAsync({ id, file, chave });
      toast.success(saved.message ?? DIOCESE_MSG.documentoSaved);
      setChave('');
    } catch (error) {
      toast.error(errorText(error, DIOCESE_TEXT.documentFailed));
    }
  }
  return { chave, setChave, upload: (file: File) => void upload(file), busy: send.isPending };
}
