import { Form, SelectField, TextField, useFormSubmit, useSchemaForm } from '../../../core/form';
import { Banner, toast } from '../../../core/ui';
import { AGENDA_MSG, ExcecaoBody } from '../../../shared/schemas/agenda';
import { z } from '../../../shared/schemas/zod';
import { useSaveExcecao } from '../queries';
import { MASS_ALIASES, parseMassValue, useMassChoices } from '../useMassChoices';

interface Values {
  data: string;
  acao: 'cancelar' | 'mover';
  nova_hora: string;
  motivo: string;
  /** The Mass that receives this date's intentions, 'celebracao_id|date' ('' when it has none). */
  destino: string;
}
/** The shared schema, with the chosen Mass as the two fields the server reads. */
const ExceptionFormSchema = z.preprocess((v) => ({ ...(v as Values), ...parseMassValue((v as Values).destino) }), ExcecaoBody);

/**
 * 'Cancelar esta data' or 'Mudar horário desta data': one date of a celebration, with its reason. A
 * cancelled Mass's intentions move to the Mass chosen here (c. 949); the server refuses the cancellation,
 * saying how many there are, when the date has some and none was chosen.
 */
export function ExceptionForm(props: {
  celebracaoId: number;
  acao: 'cancelar' | 'mover';
  data: string;
  heading: string;
  mass: boolean;
  onBack: () => void;
  onDone: () => void;
}) {
  const { celebracaoId, acao, data, heading, mass, onBack, onDone } = props;
  const form = useSchemaForm<Values>(ExceptionFormSchema, { data, acao, nova_hora: '', motivo: '', destino: '' });
  const choices = useMassChoices({ celebracaoId, day: data }, acao === 'cancelar' && mass);
  const save = useSaveExcecao(celebracaoId);
  const { onSubmit, failure } = useFormSubmit(
    form,
    (values: Values) =>
      save.mutateAsync({ data, acao, nova_hora: values.nova_hora || undefined, motivo: values.motivo || undefined, ...parseMassValue(values.destino) }),
    {
      failed: 'Falha ao registrar a exceção',
      aliases: MASS_ALIASES,
      onSaved: (message) => {
        toast.success(message ?? AGENDA_MSG.excecaoSaved);
        onDone();
      },
    },
  );

  return (
    <Form form={form} onSubmit={onSubmit} className="form exception-form" aria-label={heading}>
      <p className="exception-heading">
        <strong>{heading}</strong>
      </p>
      {failure && <Banner kind="error">{failure}</Banner>}
      {acao === 'mover' && <TextField name="nova_hora" label="Novo horário" type="time" />}
      <TextField
        name="motivo"
        label="Motivo (opcional)"
        maxLength={200}
        placeholder={acao === 'cancelar' ? 'Ex.: retiro do clero' : 'Ex.: festa da comunidade'}
      />
      {acao === 'cancelar' && mass && (
        <SelectField
          name="destino"
          label="Transferir as intenções desta missa para"
          hint="Quem pediu é avisado pelo contato deixado (e-mail, ou a secretaria telefona)."
          empty="Nenhuma (a missa não tem intenções)"
          options={choices}
        />
      )}
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
