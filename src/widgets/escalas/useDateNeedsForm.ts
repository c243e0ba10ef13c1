import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { NecessidadeDataBody, type EscalaCelebracao, type Funcao } from '../../shared/schemas/escalas';
import { useSaveNecessidadeData } from './queries';
import { TEXT } from './text';

interface Values {
  ministerio_id: number;
  celebracao_id: number;
  data: string;
  funcoes: Array<{ funcao_id: number; quantidade: string }>;
}

/** 'Mudar nesta data': how many of each position this one date needs (a feast needs more), starting from what it needs now. */
export function useDateNeedsForm(ministerioId: number, funcoes: Funcao[], celebracao: EscalaCelebracao, onSaved: () => void) {
  const form = useSchemaForm<Values>(NecessidadeDataBody, {
    ministerio_id: ministerioId,
    celebracao_id: celebracao.celebracao_id,
    data: celebracao.data,
    funcoes: funcoes.map((f) => ({ funcao_id: f.id, quantidade: String(celebracao.funcoes.find((n) => n.funcao_id === f.id)?.quantidade ?? 0) })),
  });
  const save = useSaveNecessidadeData();
  const { onSubmit, failure } = useFormSubmit(form, (v: Values) => save.mutateAsync(NecessidadeDataBody.parse(v)), {
    failed: TEXT.needsSaveFailed,
    onSaved(message) {
      toast.success(message || TEXT.necessidadeDataSaved);
      onSaved();
    },
  });
  return { form, onSubmit, failure };
}
