import { failureText } from '../../../core/api/errors';
import { fromQuery } from '../../../core/data';
import { Form, SelectField, SubmitButton, TextField } from '../../../core/form';
import { pathTo } from '../../../core/paths';
import { useSession } from '../../../core/session/useSession';
import { Banner } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { can } from '../../../shared/roles';
import { TURMA_MAX, catechistStatusLabel, type CrismaClass } from '../../../shared/schemas/catechesis';
import { RecordFrame } from '../components/RecordFrame';
import { useClass } from '../queries';
import { useSacrament } from '../sacrament';
import { useClassForm } from '../useClassForm';
import type { ViewProps } from './types';

/** /turmas/{sacramento}/nova ('Próximo' to enrol) and /turmas/{sacramento}/{id}/editar (the class loaded first). */
export function ClassFormView({ container, mode, classId }: ViewProps & { mode: 'new' | 'edit'; classId: number | null }) {
  const s = useSacrament();
  const stored = useClass(mode === 'edit' ? classId : null);
  if (mode === 'new') return <ClassForm stored={null} container={container} />;
  return (
    <RecordFrame
      state={fromQuery(stored)}
      missing={classId === null}
      title="Editar turma"
      narrow
      loading="Carregando turma..."
      failed={(error) => failureText(s.msg.classLoadFailed, error)}
      back={
        <ElementLink to={pathTo(`/turmas/${s.slug}`)} container={container} className="btn">
          Voltar para as turmas
        </ElementLink>
      }
    >
      {(c) => <ClassForm stored={c} container={container} />}
    </RecordFrame>
  );
}

function ClassForm({ stored, container }: ViewProps & { stored: CrismaClass | null }) {
  const s = useSacrament();
  const f = useClassForm(stored, container);
  // A Crisma class saved as concluded (Crismada) goes into the sacramental book: for its writers, not the catechesis roles.
  const bookWriter = can(
    useSession((u) => u.user),
    'sacramentosWrite',
  );
  const bookable = stored !== null && bookWriter && s.slug === 'crisma' && stored.status === 3;
  return (
    <section className="page narrow" aria-labelledby="class-form-title">
      <h1 id="class-form-title">{stored ? 'Editar turma' : `Nova turma de ${s.name}`}</h1>
      {!stored && <p className="muted">Crie a turma e, no próximo passo, associe os {s.students}.</p>}
      {bookable && (
        <Banner kind="info">
          Turma crismada: os {s.students} podem ir para o livro de Crisma de uma vez.{' '}
          <ElementLink to={pathTo('/sacramentos/crisma/turma/{id}', { id: stored.id })} container={container}>
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
          {stored && <TextField name="inicio" label="Início" type="date" />}
          <TextField name="termino" label="Término" type="date" required />
        </div>
        <SelectField name="status" label="Status" options={s.statusLabels} />
        <div className="form-actions">
          <ElementLink to={pathTo(`/turmas/${s.slug}`)} container={container} className="btn">
            Cancelar
          </ElementLink>
          <SubmitButton busy={f.saving} busyText={stored ? 'Salvando...' : 'Criando...'}>
            {stored ? 'Salvar' : 'Próximo'}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
