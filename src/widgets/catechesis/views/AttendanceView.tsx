import { errorText } from '../../../core/api/errors';
import { Form, TextField, SubmitButton } from '../../../core/form';
import { formatDate } from '../../../core/format';
import { Banner, EmptyState, NumCell, NumHeads } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { ATTENDANCE_MSG, ATTENDANCE_STATUS, TEMA_MAX, type AttendanceStatus, type StudentAttendance } from '../../../shared/schemas/catechesis';
import { FamilyMessages } from '../components/FamilyMessages';
import { RecordFrame } from '../components/RecordFrame';
import { useSacrament } from '../sacrament';
import { useAttendance, type AttendanceController } from '../useAttendance';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

const STATUSES = Object.keys(ATTENDANCE_STATUS) as AttendanceStatus[];
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** /turmas/{sacramento}/{id}/presencas: encounters, one tap per student per encounter, and each student's rate. */
export function AttendanceView({ classId, container }: ViewProps & { classId: number | null }) {
  const s = useSacrament();
  const a = useAttendance(classId);
  const back = (
    <ElementLink to={pathTo(`/turmas/${s.slug}`)} container={container} className="btn">
      Voltar
    </ElementLink>
  );
  return (
    <RecordFrame
      state={a.screen}
      missing={classId === null}
      title="Presenças"
      loading="Carregando encontros..."
      failed={(error) => errorText(error, ATTENDANCE_MSG.loadFailed)}
      back={back}
    >
      {(turma) => (
        <section className="page attendance" aria-labelledby="attendance-title">
          <header className="page-head">
            <h1 id="attendance-title">Presenças — {turma.turma}</h1>
            <div className="head-actions">{back}</div>
          </header>
          {a.failure && (
            <Banner kind="error" onClose={a.dismissFailure}>
              {a.failure}
            </Banner>
          )}
          <NewEncounter a={a} />
          {a.encounters.length === 0 ? <EmptyState title={ATTENDANCE_MSG.empty} /> : <Marks a={a} />}
          <Rates students={a.students} />
          {classId !== null && <FamilyMessages classId={classId} />}
        </section>
      )}
    </RecordFrame>
  );
}

function NewEncounter({ a }: { a: AttendanceController }) {
  return (
    <Form form={a.form} onSubmit={a.addEncounter} className="card encounter-form" aria-label="Novo encontro">
      <h2>Novo encontro</h2>
      <div className="field-row">
        <TextField name="data" label="Data" type="date" required />
        <TextField name="tema" label="Tema" required maxLength={TEMA_MAX} placeholder="Ex.: A criação" />
      </div>
      <SubmitButton busy={a.creating} busyText="Registrando...">
        Registrar encontro
      </SubmitButton>
    </Form>
  );
}

function Marks({ a }: { a: AttendanceController }) {
  const chosen = a.chosen!;
  return (
    <section className="card marks" aria-labelledby="marks-title">
      <h2 id="marks-title">Chamada</h2>
      <div className="field">
        <label htmlFor="encounter-choice">Encontro</label>
        <select id="encounter-choice" value={chosen.id} onChange={(e) => a.choose(Number(e.target.value))}>
          {a.encounters.map((e) => (
            <option key={e.id} value={e.id}>
              {formatDate(e.data)} — {e.tema}
            </option>
          ))}
        </select>
      </div>
      {a.future && <p className="muted">{ATTENDANCE_MSG.futureEncounter}</p>}
      <ul className="mark-list">
        {a.students.map((student) => {
          const current = a.statusOf(student.register_id);
          const justification = a.justificationOf(student.register_id);
          return (
            <li key={student.register_id}>
              <span className="person-name" id={`mark-${student.register_id}`}>
                {student.register_name}
              </span>
              {justification && <p className="justification small">{`Justificativa de ${justification.autor_nome}: ${justification.texto}`}</p>}
              <div className="mark-buttons" role="group" aria-labelledby={`mark-${student.register_id}`}>
                {STATUSES.map((status) => (
                  <button
                    key={status}
                    type="button"
                    className={`btn btn-small mark-${status}`}
                    // The student's name with the mark: a screen reader moving from button to button hears whose it is.
                    aria-label={`${ATTENDANCE_STATUS[status]}: ${student.register_name}`}
                    aria-pressed={current === status}
                    disabled={a.future || a.saving === student.register_id}
                    onClick={() => void a.setMark(student.register_id, status)}
                  >
                    {ATTENDANCE_STATUS[status]}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Rates({ students }: { students: StudentAttendance[] }) {
  if (!students.length) return null;
  return (
    <section className="card rates" aria-labelledby="rates-title">
      <h2 id="rates-title">Frequência</h2>
      <table>
        <caption className="sr-only">Frequência de cada aluno nos encontros marcados</caption>
        <thead>
          <tr>
            <th scope="col">Aluno</th>
            <NumHeads labels={['Presenças', 'Faltas', 'Justificadas', 'Frequência']} />
          </tr>
        </thead>
        <tbody>
          {students.map((s) => (
            <tr key={s.register_id} className={s.abaixo ? 'low-rate' : undefined}>
              <th scope="row">
                {s.register_name}
                {s.abaixo && <span className="badge badge-warn">{ATTENDANCE_MSG.lowRate}</span>}
              </th>
              <NumCell label="Presenças">{s.presente}</NumCell>
              <NumCell label="Faltas">{s.ausente}</NumCell>
              <NumCell label="Justificadas">{s.justificado}</NumCell>
              <NumCell label="Frequência">{percent(s.taxa)}</NumCell>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
