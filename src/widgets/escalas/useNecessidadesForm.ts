import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import type { Celebracao } from '../../shared/schemas/agenda';
import { NecessidadesBody } from '../../shared/schemas/escalas';
import type { MinisterioDetail } from './api';
import { useSaveNecessidades } from './queries';
import { TEXT } from './text';

interface Values {
  necessidades: Array<{ celebracao_id: number; funcao_id: number; quantidade: string }>;
}

/**
 * The table of needs: one field per celebration rule and position, in rows of celebrations (index
 * `row * funcoes + column`), starting from what is saved; a pair at 0 is left out of the call (needs nothing).
 */
export function useNecessidadesForm(ministerio: MinisterioDetail, celebracoes: Celebracao[]) {
  const saved = (c: number, f: number) => ministerio.necessidades.find((n) => n.celebracao_id === c && n.funcao_id === f)?.quantidade ?? 0;
  const form = useSchemaForm<Values>(NecessidadesBody, {
    necessidades: celebracoes.flatMap((c) => ministerio.funcoes.map((f) => ({ celebracao_id: c.id, funcao_id: f.id, quantidade: String(saved(c.id, f.id)) }))),
  });
  const save = useSaveNecessidades(ministerio.id);
  const { onSubmit, failure } = useFormSubmit(
    form,
    (v: Values) => save.mutateAsync({ necessidades: NecessidadesBody.parse(v).necessidades.filter((n) => n.quantidade > 0) }),
    {
      failed: TEXT.needsSaveFailed,
      onSaved: (message) => void toast.success(message || TEXT.necessidadesSaved),
    },
  );
  return { form, onSubmit, failure, index: (row: number, column: number) => row * ministerio.funcoes.length + column };
}
