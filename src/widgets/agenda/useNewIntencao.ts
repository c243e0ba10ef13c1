import { useEffect, useState } from 'react';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { AGENDA_MSG, IntencaoBody } from '../../shared/schemas/agenda';
import { z } from '../../shared/schemas/zod';
import { useCreateIntencao } from './queries';

interface Values {
  celebracao_id: string;
  data: string;
  intencao: string;
  tipo: string;
  solicitante: string;
  contato: string;
  oferta_centavos: string;
  forma: string;
  consentimento: boolean;
}
/** The shared schema, checked on the offering as it is sent (the mask's centavos as a number). */
const IntencaoForm = z.preprocess(
  (v) => ({ ...(v as Values), oferta_centavos: (v as Values).oferta_centavos ? Number((v as Values).oferta_centavos) : undefined }),
  IntencaoBody,
);
const EMPTY: Values = {
  celebracao_id: '',
  data: '',
  intencao: '',
  tipo: 'falecido',
  solicitante: '',
  contato: '',
  oferta_centavos: '',
  forma: 'individual',
  consentimento: false,
};

/**
 * 'Nova intenção' for the Mass chosen, on its date (or the next available one when none is): saved, the
 * form is emptied but for the kind and form, and the server's notices ('avisos') are shown.
 */
export function useNewIntencao(celebracaoId: number, data: string, onSaved: (day: string | undefined) => void) {
  const form = useSchemaForm<Values>(IntencaoForm, { ...EMPTY, celebracao_id: String(celebracaoId), data });
  const [avisos, setAvisos] = useState<string[]>([]);
  // The Mass and date are the screen's choice, not typed here: they follow it (what is typed stays).
  useEffect(() => {
    form.setValue('celebracao_id', String(celebracaoId));
    form.setValue('data', data);
  }, [celebracaoId, data, form]);

  const create = useCreateIntencao();
  const submit = useFormSubmit(
    form,
    (v: Values) => {
      setAvisos([]);
      return create.mutateAsync({
        ...v,
        celebracao_id: celebracaoId,
        data: v.data || undefined,
        oferta_centavos: v.oferta_centavos ? Number(v.oferta_centavos) : undefined,
        contato: v.contato || undefined,
        consentimento: v.forma === 'coletiva' && v.consentimento,
      });
    },
    {
      failed: 'Falha ao registrar a intenção',
      onSaved: (saved, v) => {
        toast.success(saved.message ?? AGENDA_MSG.intencaoCreated);
        setAvisos(saved.avisos ?? []);
        // The Mass and date as the screen has them now (they may have changed while the save was on its way).
        form.reset({ ...EMPTY, celebracao_id: form.getValues('celebracao_id'), data: form.getValues('data'), tipo: v.tipo, forma: v.forma });
        onSaved(saved.data?.data);
      },
    },
  );
  return { form, onSubmit: submit.onSubmit, failure: submit.failure, avisos, collective: form.watch('forma') === 'coletiva' };
}
