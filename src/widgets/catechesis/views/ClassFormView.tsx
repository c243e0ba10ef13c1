import { useSession } from '../../../core/session/useSession';
import { Banner, Spinner } from '../../../core/ui';
import { can } from '../../../shared/roles';
import { TURMA_MAX, catechistStatusLabel } from '../../../shared/schemas/catechesis';
import { Form, SelectField, TextField } from '../../../core/form';
import { ElementLink } from '../../../core/ui/ElementLink';
import { useSacrament } from '../sacrament';
import { useClassForm } from '../useClassForm';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /turmas/{sacramento}/nova ('Próximo' to enrol) and /turmas/{sacramento}/{id}/editar. */
export function ClassFormView({ container, mode, classId }: ViewProps & { mode: 'new' | 'edit'; classId: number | null }) {
  const s = useSacrament();
  const f = useClassForm(mode, classId, container);
  const title = mode === 'new' ? `Nova turma de ${s.name}` : 'Editar turma';
  // A Crisma class saved as concluded (Crismada) goes into the sacramental book: for its writers, not the catechesis roles.
  const bookWriter = can(
    useSession((u) => u.user),
    'sacramentosWrite',
  );
  const bookable = classId !== null && bookWriter && s.slug === 'crisma' && f.stored?.status === 3;
  if (f.loadError) {
    return (
      <section className="page narrow">
        <h1>{title}</h1>
        <Banner kind="error">{f.loadError}</Banner>
        <ElementLink to={pathTo(`/turmas/${s.slug}`)} container={container} className="btn">
          Voltar para as turmas
        </ElementLink>
      </section>
    );
  }
  if (f.loading) return <Spinner label="Carregando turma..." />;
  return (
    <section className="page narrow" aria-labelledby="class-form-title">
      <h1 id="class-form-title">{title}</h1>
      {mode === 'new' && <p className="muted">Crie a turma e, no próximo passo, associe os {s.students}.</p>}
      {bookable && (
        <Banner kind="info">
          Turma crismada: os {s.students} podem ir para o livro de Crisma de uma vez.{' '}
          <ElementLink to={pathTo('/sacramentos/crisma/turma/{id}', { id: classId })} container={container}>
            Lançar no livro de Crisma
          </ElementLink>
        </Banner>
      )}
      {f.failure && <Banner kind="error">{f.failure}</Banner>}
      {f.tutorsError && <Banner kind="error">{f.tutorsError}</Banner>}
      <Form form={f.form} onSubmit={f.onSubmit} className="card form">
        <TextField name="turma" label="Turma" required maxLength={TURMA_MAX} placeholder={`Ex.: ${s.name} 2026 - Turma São Pedro`} />
        <SelectField
          name="tutor"
          label="Tutor(a)"
          required
          empty="Selecione um(a) catequista"
          hint={f.tutors.length === 0 ? `Nenhum catequista de ${s.name} cadastrado ainda.` : undefined}
        >
          {f.tutors.map((c) => (
            <option key={c.id} value={c.id}>
              {c.status === 2 ? `${c.nome} (${catechistStatusLabel(c.status)})` : c.nome}
            </option>
          ))}
        </SelectField>
        <div className="field-row">
          {mode === 'edit' && <TextField name="inicio" label="Início" type="date" />}
          <TextField name="termino" label="Término" type="date" required />
        </div>
        <SelectField name="status" label="Status" options={s.statusLabels} />
        <div className="form-actions">
          <ElementLink to={pathTo(`/turmas/${s.slug}`)} container={container} className="btn">
            Cancelar
          </ElementLink>
          <button type="submit" className="btn btn-primary" disabled={f.saving}>
            {mode === 'new' ? (f.saving ? 'Criando...' : 'Próximo') : f.saving ? 'Salvando...' : 'Salvar'}
          </button>
        </div>
      </Form>
    </section>
  );
}
