import { useEffect } from 'react';
import { addDays } from '../../core/calendar/dates';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { IndisponibilidadeBody, repeticaoDe } from '../../shared/schemas/escalas';
import { useCreateIndisponibilidade } from './queries';
import { TEXT } from './text';

type BlockoutKind = 'dia' | 'periodo' | 'repeticao';

interface Values {
  tipo: BlockoutKind;
  inicio: string;
  fim: string;
  /** The repetition: weekday 0 (Sunday) to 6, and which one of the month ('' every week, '1' to '5', '-1' the last). */
  weekday: string;
  n: string;
  repeticao: string;
  motivo: string;
}

/**
 * A blockout: a day, a range, or a repetition ('todo 2º domingo') valid from `inicio` to `fim` (a year by default). The form's
 * choices are turned into the call's fields as they change (a day ends when it starts; the rule from the weekday).
 */
export function useBlockoutForm(today: string) {
  const form = useSchemaForm<Values>(IndisponibilidadeBody, { tipo: 'dia', inicio: today, fim: today, weekday: '0', n: '', repeticao: '', motivo: '' });
  const [tipo, inicio, fim, weekday, n] = form.watch(['tipo', 'inicio', 'fim', 'weekday', 'n']);
  useEffect(() => {
    if (tipo === 'dia') form.setValue('fim', inicio);
    // A repetition holds for a year unless told otherwise.
    else if (tipo === 'repeticao' && fim <= inicio) form.setValue('fim', addDays(inicio, 364));
    form.setValue('repeticao', tipo === 'repeticao' ? repeticaoDe(Number(weekday), n ? Number(n) : undefined) : '');
  }, [form, tipo, inicio, fim, weekday, n]);
  const create = useCreateIndisponibilidade();
  const { onSubmit, failure } = useFormSubmit(
    form,
    ({ inicio, fim, repeticao, motivo }: Values) => create.mutateAsync(IndisponibilidadeBody.parse({ inicio, fim, repeticao, motivo })),
    {
      failed: TEXT.blockoutSaveFailed,
      onSaved(message) {
        toast.success(message || TEXT.indisponibilidadeCreated);
        form.reset();
      },
    },
  );
  return { form, tipo, onSubmit, failure };
}
