import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../core/api/errors';
import { Form, TextField, placeServerErrors, useSchemaForm } from '../../../core/form';
import { Banner, toast } from '../../../core/ui';
import { AGENDA_MSG, ExcecaoBody } from '../../../shared/schemas/agenda';
import { saveExcecao } from '../api';
import { refreshAgenda } from '../queries';

interface Values {
  data: string;
  acao: 'cancelar' | 'mover';
  nova_hora: string;
  motivo: string;
}

/** 'Cancelar esta data' or 'Mudar horário desta data': one date of a celebration, with its reason. */
export function ExceptionForm(props: { celebracaoId: number; acao: 'cancelar' | 'mover'; data: string; heading: string; onBack: () => void; onDone: () => void }) {
  const { celebracaoId, acao, data, heading, onBack, onDone } = props;
  const form = useSchemaForm<Values>(ExcecaoBody, { data, acao, nova_hora: '', motivo: '' });
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(values: Values) {
    setFailure(null);
    try {
      const message = await saveExcecao(celebracaoId, { ...values, nova_hora: values.nova_hora || undefined, motivo: values.motivo || undefined });
      await refreshAgenda(queryClient);
      toast.success(message ?? AGENDA_MSG.excecaoSaved);
      onDone();
    } catch (error) {
      placeServerErrors(form, error);
      setFailure(errorText(error, 'Falha ao registrar a exceção'));
    }
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="form exception-form" aria-label={heading}>
      <p className="exception-heading">
        <strong>{heading}</strong>
      </p>
      {failure && <Banner kind="error">{failure}</Banner>}
      {acao === 'mover' && <TextField name="nova_hora" label="Novo horário" type="time" />}
      <TextField name="motivo" label="Motivo (opcional)" maxLength={200} placeholder={acao === 'cancelar' ? 'Ex.: retiro do clero' : 'Ex.: festa da comunidade'} />
      <div className="form-actions">
        <button type="button" className="btn" onClick={onBack}>
          Voltar
        </button>
        <button type="submit" className={`btn ${acao === 'cancelar' ? 'btn-danger' : 'btn-primary'}`} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Salvando...' : acao === 'cancelar' ? 'Cancelar esta data' : 'Mudar horário'}
        </button>
      </div>
    </Form>
  );
}
