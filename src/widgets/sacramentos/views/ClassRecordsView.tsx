import { useState } from 'react';
import { DataFrame, fromQuery } from '../../../core/data';
import { Form, requiredLabel, SubmitButton, TextField, useFormSubmit, useSchemaForm } from '../../../core/form';
import { Banner } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { CLASS_STATUS } from '../../../shared/schemas/catechesis';
import { ClassRecordsBody, SACRAMENTOS_MSG, type ClassPreview, type SacramentoRecord } from '../../../shared/schemas/sacramentos';
import { CLASS_CONCLUDED } from '../api';
import { formFailure } from '../form-failure';
import { bookRef, KINDS } from '../kinds';
import { useClassPreview, useLaunchClass } from '../queries';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

type Values = Record<keyof ClassRecordsBody, string>;
const BLANK: Values = { data: '', celebrante: '', local: '' };
const LIST = pathTo('/sacramentos', { query: { tipo: 'crisma' } });

/** 'Lançar 8 registros no livro de Crisma' (one: 'registro'). */
const launchLabel = (n: number) => `Lançar ${n} ${n === 1 ? 'registro' : 'registros'} no livro de Crisma`;

/**
 * /sacramentos/crisma/turma/{id}: a concluded Crisma class into the book in one step. The class, its students
 * (those already in the book marked), the confirmation's date, celebrant and church; one numbered record per
 * student not yet in the book, each noted on their baptism here.
 */
export function ClassRecordsView({ container, turmaId }: ViewProps & { turmaId: number }) {
  const preview = useClassPreview(turmaId);
  const missing = (
    <section className="page" aria-labelledby="class-records-title">
      <h1 id="class-records-title">Lançar turma no livro de Crisma</h1>
      <Banner kind="error">{SACRAMENTOS_MSG.classNotFound}</Banner>
      <p>
        <ElementLink to={LIST} container={container} className="btn">
          Voltar ao livro de Crisma
        </ElementLink>
      </p>
    </section>
  );
  return (
    <DataFrame
      state={fromQuery(preview)}
      loading="Carregando turma..."
      failed={SACRAMENTOS_MSG.classNotFound}
      empty={missing}
      isEmpty={(found) => found === null}
    >
      {(found) => <ClassRecords preview={found!} turmaId={turmaId} container={container} />}
    </DataFrame>
  );
}

function ClassRecords({ preview, turmaId, container }: ViewProps & { preview: ClassPreview; turmaId: number }) {
  const [done, setDone] = useState<{ message: string; records: SacramentoRecord[] } | null>(null);
  const { turma, alunos } = preview;
  const pending = alunos.filter((a) => !a.registrado).length;
  const concluded = turma.status === CLASS_CONCLUDED;
  return (
    <section className="page" aria-labelledby="class-records-title">
      <header className="page-head">
        <div>
          <h1 id="class-records-title">Lançar turma no livro de Crisma</h1>
          <p className="muted">
            {turma.nome} · {CLASS_STATUS[turma.status as keyof typeof CLASS_STATUS] ?? `Status ${turma.status}`}
          </p>
        </div>
        <div className="head-actions">
          <ElementLink to={LIST} container={container} className="btn">
            Livro de Crisma
          </ElementLink>
        </div>
      </header>
      {done && <Launched message={done.message} records={done.records} container={container} />}
      <Students alunos={alunos} />
      {!concluded ? (
        <Banner kind="info">{SACRAMENTOS_MSG.classNotConcluded}</Banner>
      ) : alunos.length === 0 ? (
        <Banner kind="info">{SACRAMENTOS_MSG.classEmpty}</Banner>
      ) : pending === 0 ? (
        !done && <Banner kind="info">{SACRAMENTOS_MSG.classAllRegistered}</Banner>
      ) : (
        <LaunchForm turmaId={turmaId} pending={pending} container={container} onDone={setDone} />
      )}
    </section>
  );
}

function Students({ alunos }: { alunos: ClassPreview['alunos'] }) {
  return (
    <section className="card" aria-labelledby="class-students-title">
      <h2 id="class-students-title">{`Alunos da turma (${alunos.length})`}</h2>
      {alunos.length === 0 ? (
        <p className="muted">A turma não tem alunos.</p>
      ) : (
        <ul className="class-students">
          {alunos.map((a) => (
            <li key={a.register_id}>
              <span>{a.nome}</span>
              <span className={`badge ${a.registrado ? 'badge-ok' : 'badge-warn'}`}>{a.registrado ? 'Já no livro' : 'A lançar'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface LaunchProps extends ViewProps {
  turmaId: number;
  pending: number;
  onDone: (done: { message: string; records: SacramentoRecord[] }) => void;
}

/** The confirmation's date, celebrant and church, the same for every student; the server numbers the entries. */
function LaunchForm({ turmaId, pending, onDone }: LaunchProps) {
  const form = useSchemaForm<Values>(ClassRecordsBody, BLANK);
  const launch = useLaunchClass(turmaId);
  const { onSubmit, failure } = useFormSubmit(form, launch.mutateAsync, {
    failed: 'Falha ao lançar os registros',
    failureText: formFailure('Falha ao lançar os registros'),
    onSaved: (answer) => onDone({ message: answer.message, records: answer.data }),
  });
  const crisma = KINDS.crisma;
  const celebrante = crisma.fields.find((f) => f.name === 'celebrante');

  return (
    <Form form={form} onSubmit={onSubmit} className="card form" aria-labelledby="class-form-title">
      <h2 id="class-form-title">Dados da crisma</h2>
      <p className="muted small">Os mesmos para todos os alunos a lançar. Livro, folha e termo são numerados pelo sistema, na ordem dos nomes.</p>
      {failure && <Banner kind="error">{failure}</Banner>}
      <div className="field-row">
        <TextField name="data" label={requiredLabel(crisma.date)} type="date" />
        <TextField name="celebrante" label="Celebrante" hint={celebrante?.hint} maxLength={150} autoComplete="off" />
        <TextField name="local" label="Igreja ou comunidade" maxLength={200} autoComplete="off" />
      </div>
      <div className="form-actions">
        <SubmitButton busy={form.formState.isSubmitting} busyText="Lançando...">
          {launchLabel(pending)}
        </SubmitButton>
      </div>
    </Form>
  );
}

function Launched({ message, records, container }: { message: string; records: SacramentoRecord[]; container: ViewProps['container'] }) {
  return (
    <Banner kind="success">
      <p>
        {message}{' '}
        <ElementLink to={LIST} container={container}>
          Ver no livro de Crisma
        </ElementLink>
      </p>
      <ul className="launched">
        {records.map((r) => (
          <li key={r.id}>
            <ElementLink to={pathTo('/sacramentos/{tipo}/{id}', { tipo: 'crisma', id: r.id })} container={container}>
              {r.nome}
            </ElementLink>{' '}
            — {bookRef(r)}
          </li>
        ))}
      </ul>
    </Banner>
  );
}
