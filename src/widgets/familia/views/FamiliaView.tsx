import { useState } from 'react';
import { brDay } from '../../../core/calendar/dates';
import { DataFrame, fromQuery } from '../../../core/data';
import { Form, SubmitButton, TextAreaField } from '../../../core/form';
import { formatDateTime } from '../../../core/format';
import { Banner, EmptyState, PageHead } from '../../../core/ui';
import { ATTENDANCE_STATUS } from '../../../shared/schemas/catechesis';
import { FAMILIA_MSG, JUSTIFICATIVA_MAX, type FamiliaEncontro, type FamiliaFilho, type FamiliaTurma } from '../../../shared/schemas/familia';
import { useCatequese } from '../queries';
import { useJustifyForm } from '../useJustifyForm';

const TONE = { presente: 'badge-ok', ausente: 'badge-danger', justificado: 'badge-off' } as const;

/** /familia: the guardian's children in catechesis, each class with its notices and encounters; an absence justified in place. A phone first. */
export function FamiliaView() {
  const catequese = useCatequese();
  return (
    <section className="page familia" aria-labelledby="familia-title">
      <PageHead id="familia-title" title="Catequese dos filhos" />
      <DataFrame
        state={fromQuery(catequese)}
        loading="Carregando a catequese..."
        failed={FAMILIA_MSG.loadFailed}
        empty={<EmptyState title={FAMILIA_MSG.empty} />}
        isEmpty={(data) => data.length === 0}
      >
        {(filhos) => filhos.map((f) => <Child key={f.register_id} filho={f} />)}
      </DataFrame>
    </section>
  );
}

function Child({ filho }: { filho: FamiliaFilho }) {
  const id = `filho-${filho.register_id}`;
  return (
    <section className="card child" aria-labelledby={id}>
      <h2 id={id}>{filho.nome}</h2>
      {filho.turmas.length === 0 ? (
        <p className="muted">Sem turma de catequese no momento.</p>
      ) : (
        filho.turmas.map((t) => <ClassOf key={t.id} filho={filho} turma={t} />)
      )}
    </section>
  );
}

function ClassOf({ filho, turma }: { filho: FamiliaFilho; turma: FamiliaTurma }) {
  const count = (status: keyof typeof ATTENDANCE_STATUS) => turma.encontros.filter((e) => e.status === status).length;
  return (
    <div className="child-class">
      <h3>{turma.turma}</h3>
      <p className="muted small">
        {[turma.sacramento_nome, turma.catequista && `Catequista: ${turma.catequista}`, `${brDay(turma.inicio)} a ${brDay(turma.termino)}`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="attendance-summary">
        <span className="badge badge-ok">{`Presenças: ${count('presente')}`}</span> <span className="badge badge-danger">{`Faltas: ${count('ausente')}`}</span>{' '}
        <span className="badge badge-off">{`Justificadas: ${count('justificado')}`}</span>
      </p>
      <h4>Avisos da turma</h4>
      {turma.avisos.length === 0 ? (
        <p className="muted">Nenhum aviso da turma.</p>
      ) : (
        <ul className="class-notices">
          {turma.avisos.map((a) => (
            <li key={a.id}>
              <p>
                <strong>{a.assunto}</strong>
              </p>
              <p className="notice-text">{a.texto}</p>
              <p className="muted small">{`${a.autor_nome}, ${formatDateTime(a.enviado_em)}`}</p>
            </li>
          ))}
        </ul>
      )}
      <h4>Encontros</h4>
      {turma.encontros.length === 0 ? (
        <p className="muted">Nenhum encontro registrado ainda.</p>
      ) : (
        <ul className="encounters">
          {turma.encontros.map((e) => (
            <Encounter key={e.id} filho={filho} encontro={e} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Encounter({ filho, encontro }: { filho: FamiliaFilho; encontro: FamiliaEncontro }) {
  const [open, setOpen] = useState(false);
  const when = `${brDay(encontro.data)} — ${encontro.tema}`;
  return (
    <li className="encounter" data-status={encontro.status ?? 'sem-marca'}>
      <div className="encounter-head">
        <span>{when}</span>
        {encontro.status ? (
          <span className={`badge ${TONE[encontro.status]}`}>{ATTENDANCE_STATUS[encontro.status]}</span>
        ) : (
          <span className="badge">Sem chamada</span>
        )}
      </div>
      {encontro.justificativa ? (
        <p className="muted small">{`Justificativa enviada: ${encontro.justificativa.texto}`}</p>
      ) : (
        encontro.status === 'ausente' &&
        (open ? (
          <JustifyForm filho={filho} encontro={encontro} when={when} close={() => setOpen(false)} />
        ) : (
          <button type="button" className="btn btn-small" aria-label={`Justificar falta: ${filho.nome}, ${when}`} onClick={() => setOpen(true)}>
            Justificar falta
          </button>
        ))
      )}
    </li>
  );
}

function JustifyForm({ filho, encontro, when, close }: { filho: FamiliaFilho; encontro: FamiliaEncontro; when: string; close: () => void }) {
  const j = useJustifyForm(filho.register_id, encontro.id, close);
  return (
    <Form form={j.form} onSubmit={j.onSubmit} className="justify-form" aria-label={`Justificar falta: ${filho.nome}, ${when}`}>
      {j.failure && <Banner kind="error">{j.failure}</Banner>}
      <TextAreaField name="texto" label="Justificativa" required maxLength={JUSTIFICATIVA_MAX} rows={3} hint="O catequista recebe esta mensagem." />
      <div className="form-actions">
        <button type="button" className="btn" onClick={close}>
          Cancelar
        </button>
        <SubmitButton busy={j.sending} busyText="Enviando...">
          Enviar justificativa
        </SubmitButton>
      </div>
    </Form>
  );
}
