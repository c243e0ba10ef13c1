import { Banner, Spinner } from '../../../core/ui';
import { EnrolledList } from '../components/EnrolledList';
import { ElementLink } from '../../../core/ui/ElementLink';
import { PeoplePicker } from '../../../core/people/PeoplePicker';
import { SelectedList } from '../components/SelectedList';
import { TransferSection } from '../components/TransferSection';
import { useSacrament } from '../sacrament';
import { useEnrol } from '../useEnrol';
import { useTransfer } from '../useTransfer';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /turmas/{sacramento}/{id}/associar: search people, select them (baptised or not), save; the class's people; transfer. */
export function EnrolView({ container, classId }: ViewProps & { classId: number | null }) {
  const s = useSacrament();
  const e = useEnrol(classId);
  const transfer = useTransfer(classId ?? 0, e.enrolled);
  const back = (
    <ElementLink to={pathTo(`/turmas/${s.slug}`)} container={container} className="btn">
      Voltar para as turmas
    </ElementLink>
  );
  if (e.loadError) {
    return (
      <section className="page">
        <h1>Associar {s.students}</h1>
        <Banner kind="error">{e.loadError}</Banner>
        {back}
      </section>
    );
  }
  if (e.loading || !e.turma) return <Spinner label="Carregando turma..." />;
  return (
    <section className="page" aria-labelledby="enrol-title">
      <header className="page-head">
        <div>
          <h1 id="enrol-title">Associar {s.students}</h1>
          <p className="muted turma-name">{e.turma.turma}</p>
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
          {e.problem && (
            <p className="field-error" role="alert">
              {e.problem}
            </p>
          )}
          <div className="form-actions">
            <button type="button" className="btn btn-primary" onClick={() => void e.submit()} disabled={e.saving}>
              {e.saving ? 'Salvando...' : 'Salvar associações'}
            </button>
          </div>
        </section>
        <section className="card" aria-labelledby="enrolled-title">
          <h2 id="enrolled-title">Já associados ({e.enrolled.length})</h2>
          {e.studentsError && <Banner kind="error">{e.studentsError}</Banner>}
          {e.studentsLoading ? <Spinner label={`Carregando ${s.students}...`} /> : <EnrolledList items={e.enrolled} s={s} />}
        </section>
        <TransferSection t={transfer} />
      </div>
    </section>
  );
}
