import { Banner, Spinner } from '../../../core/ui';
import { CLASS_STATUS, TURMA_MAX, catechistStatusLabel } from '../../../shared/schemas/crisma';
import { Field } from '../components/Field';
import { ElementLink } from '../../../core/ui/ElementLink';
import { useClassForm } from '../useClassForm';
import type { ViewProps } from './types';

/** /turmas/crisma/nova ('Próximo' to enrol) and /turmas/crisma/{id}/editar. */
export function ClassFormView({ container, mode, classId }: ViewProps & { mode: 'new' | 'edit'; classId: number | null }) {
  const f = useClassForm(mode, classId, container);
  const title = mode === 'new' ? 'Nova turma de Crisma' : 'Editar turma';
  if (f.loadError) {
    return (
      <section className="page narrow">
        <h1>{title}</h1>
        <Banner kind="error">{f.loadError}</Banner>
        <ElementLink to="/turmas/crisma" container={container} className="btn">
          Voltar para as turmas
        </ElementLink>
      </section>
    );
  }
  if (f.loading) return <Spinner label="Carregando turma..." />;
  return (
    <section className="page narrow" aria-labelledby="class-form-title">
      <h1 id="class-form-title">{title}</h1>
      {mode === 'new' && <p className="muted">Crie a turma e, no próximo passo, associe os crismandos.</p>}
      {f.failure && <Banner kind="error">{f.failure}</Banner>}
      {f.tutorsError && <Banner kind="error">{f.tutorsError}</Banner>}
      <form className="card form" onSubmit={(e) => void f.onSubmit(e)} noValidate>
        <Field label="Turma" error={f.errors.turma}>
          {(a) => <input {...a} value={f.values.turma} required maxLength={TURMA_MAX} placeholder="Ex.: Crisma 2026 - Turma São Pedro" onChange={(e) => f.set('turma', e.target.value)} />}
        </Field>
        <Field label="Tutor(a)" error={f.errors.tutor} hint={f.tutors.length === 0 ? 'Nenhum catequista de Crisma cadastrado ainda.' : undefined}>
          {(a) => (
            <select {...a} value={f.values.tutor} required onChange={(e) => f.set('tutor', e.target.value)}>
              <option value="">Selecione um(a) catequista</option>
              {f.tutors.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.status === 2 ? `${c.nome} (${catechistStatusLabel(c.status)})` : c.nome}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="field-row">
          {mode === 'edit' && (
            <Field label="Início" error={f.errors.inicio}>
              {(a) => <input {...a} type="date" value={f.values.inicio} onChange={(e) => f.set('inicio', e.target.value)} />}
            </Field>
          )}
          <Field label="Término" error={f.errors.termino}>
            {(a) => <input {...a} type="date" value={f.values.termino} required onChange={(e) => f.set('termino', e.target.value)} />}
          </Field>
        </div>
        <Field label="Status" error={f.errors.status}>
          {(a) => (
            <select {...a} value={f.values.status} onChange={(e) => f.set('status', e.target.value)}>
              {Object.entries(CLASS_STATUS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="form-actions">
          <ElementLink to="/turmas/crisma" container={container} className="btn">
            Cancelar
          </ElementLink>
          <button type="submit" className="btn btn-primary" disabled={f.saving}>
            {mode === 'new' ? (f.saving ? 'Criando...' : 'Próximo') : f.saving ? 'Salvando...' : 'Salvar'}
          </button>
        </div>
      </form>
    </section>
  );
}
