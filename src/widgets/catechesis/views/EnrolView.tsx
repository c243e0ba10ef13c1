import type { ReactNode } from 'react';
import { failureText } from '../../../core/api/errors';
import { DataFrame, fromQuery } from '../../../core/data';
import { pathTo } from '../../../core/paths';
import { PeoplePicker } from '../../../core/people/PeoplePicker';
import { ElementLink } from '../../../core/ui/ElementLink';
import type { CrismaClass } from '../../../shared/schemas/catechesis';
import { BatchSubmit } from '../components/BatchSubmit';
import { EnrolledList } from '../components/EnrolledList';
import { RecordFrame } from '../components/RecordFrame';
import { SelectedList } from '../components/SelectedList';
import { TransferSection } from '../components/TransferSection';
import { useSacrament } from '../sacrament';
import { useEnrol } from '../useEnrol';
import type { ViewProps } from './types';

/** /turmas/{sacramento}/{id}/associar: search people, select them (baptised or not), save; the class's people; transfer. */
export function EnrolView({ container, classId }: ViewProps & { classId: number | null }) {
  const s = useSacrament();
  const e = useEnrol(classId);
  const back = (
    <ElementLink to={pathTo(`/turmas/${s.slug}`)} container={container} className="btn">
      Voltar para as turmas
    </ElementLink>
  );
  return (
    <RecordFrame
      state={fromQuery(e.turma)}
      missing={classId === null}
      title={`Associar ${s.students}`}
      loading="Carregando turma..."
      failed={(error) => failureText(s.msg.classLoadFailed, error)}
      back={back}
    >
      {(turma) => <Enrol e={e} turma={turma} back={back} />}
    </RecordFrame>
  );
}

function Enrol({ e, turma, back }: { e: ReturnType<typeof useEnrol>; turma: CrismaClass; back: ReactNode }) {
  const s = useSacrament();
  return (
    <section className="page" aria-labelledby="enrol-title">
      <header className="page-head">
        <div>
          <h1 id="enrol-title">Associar {s.students}</h1>
          <p className="muted turma-name">{turma.turma}</p>
        </div>
        <div className="head-actions">{back}</div>
      </header>
      <div className="enrol-grid">
        <section className="card" aria-labelledby="search-title">
          <h2 id="search-title">Buscar pessoas</h2>
          <PeoplePicker picker={e.picker} label="Buscar pessoa nos registros" action={{ label: 'Adicionar', refusal: e.refusalFor, onPick: e.add }} />
        </section>
        <section className="card" aria-labelledby="selected-title">
          <h2 id="selected-title">Selecionados ({e.selected.length})</h2>
          <SelectedList items={e.selected} onBaptised={e.setBaptised} onRemove={e.remove} />
          <BatchSubmit problem={e.problem} busy={e.saving} busyText="Salvando..." onSubmit={e.submit}>
            Salvar associações
          </BatchSubmit>
        </section>
        <section className="card" aria-labelledby="enrolled-title">
          <h2 id="enrolled-title">Já associados ({e.enrolled.length})</h2>
          <DataFrame
            state={fromQuery(e.students)}
            loading={`Carregando ${s.students}...`}
            failed={`Falha ao carregar ${s.students}`}
            empty={<p className="muted empty-line">{s.msg.enrolEmpty}</p>}
          >
            {(items) => <EnrolledList items={items} s={s} />}
          </DataFrame>
        </section>
        <TransferSection classId={turma.id} enrolled={e.enrolled} />
      </div>
    </section>
  );
}
