import { DataFrame, fromQuery } from '../../../core/data';
import { Form, SubmitButton, TextAreaField, TextField } from '../../../core/form';
import { formatDateTime } from '../../../core/format';
import { Banner } from '../../../core/ui';
import { ASSUNTO_MAX, MENSAGEM_MAX } from '../../../shared/schemas/familia';
import { useFamilyMessageForm } from '../useFamilyMessageForm';

/** 'Mensagem às famílias': the catechist writes to every family of the class (a notice on their page, a notification and an e-mail). */
export function FamilyMessages({ classId }: { classId: number }) {
  const m = useFamilyMessageForm(classId);
  return (
    <section className="card family-messages" aria-labelledby="family-messages-title">
      <h2 id="family-messages-title">Mensagem às famílias</h2>
      <Form form={m.form} onSubmit={m.onSubmit} aria-label="Mensagem às famílias">
        {m.failure && <Banner kind="error">{m.failure}</Banner>}
        <TextField name="assunto" label="Assunto" required maxLength={ASSUNTO_MAX} />
        <TextAreaField
          name="texto"
          label="Mensagem"
          required
          maxLength={MENSAGEM_MAX}
          rows={4}
          hint="Vai para os responsáveis vinculados aos alunos da turma."
        />
        <SubmitButton busy={m.sending} busyText="Enviando...">
          Enviar às famílias
        </SubmitButton>
      </Form>
      <h3>Enviadas</h3>
      <DataFrame
        state={fromQuery(m.sent)}
        loading="Carregando mensagens..."
        failed="Falha ao carregar as mensagens"
        empty="Nenhuma mensagem enviada ainda."
        isEmpty={(d) => d.length === 0}
      >
        {(avisos) => (
          <ul className="sent-messages">
            {avisos.map((a) => (
              <li key={a.id}>
                <strong>{a.assunto}</strong>
                <p className="notice-text">{a.texto}</p>
                <p className="muted small">{`${a.autor_nome}, ${formatDateTime(a.enviado_em)}`}</p>
              </li>
            ))}
          </ul>
        )}
      </DataFrame>
    </section>
  );
}
