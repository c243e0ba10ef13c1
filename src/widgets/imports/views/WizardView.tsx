import { UploadProgressBar } from '../../../core/ui';
import { IMPORT_KINDS } from '../../../shared/schemas/imports';
import { FileStep } from '../components/FileStep';
import { MappingStep } from '../components/MappingStep';
import { RefusedLines } from '../components/RefusedLines';
import type { ImportWizard } from '../useImportWizard';

const STEPS = ['Planilha', 'Campos das colunas', 'Conferência', 'Importação'];
const stepIndex = { file: 0, map: 1, checked: 2, importing: 3, done: 3 } as const;

/** 'Nova importação': the steps, one at a time. */
export function WizardView({ wizard: w }: { wizard: ImportWizard }) {
  const { step } = w;
  const current = stepIndex[step.at];
  return (
    <section className="card import-wizard" aria-labelledby="wizard-title">
      <h2 id="wizard-title">Nova importação</h2>
      <ol className="import-steps">
        {STEPS.map((label, i) => (
          <li key={label} aria-current={i === current ? 'step' : undefined} className={i < current ? 'done' : undefined}>
            {i + 1}. {label}
          </li>
        ))}
      </ol>
      {step.at !== 'file' && (
        <p className="muted small">
          {IMPORT_KINDS[step.sheet.tipo]} — {step.sheet.arquivo}
        </p>
      )}
      {w.error && (
        <p className="alert alert-error" role="alert">
          {w.error}
        </p>
      )}
      {step.at === 'file' && <FileStep wizard={w} />}
      {step.at === 'map' && <MappingStep key={step.sheet.id} wizard={w} sheet={step.sheet} />}
      {step.at === 'checked' && (
        <div className="import-checked">
          <p role="status">
            <strong>{step.result.validas.toLocaleString('pt-BR')}</strong> linha(s) válida(s) e{' '}
            <strong>{step.result.recusadas.length.toLocaleString('pt-BR')}</strong> recusada(s). Nada foi gravado ainda.
          </p>
          <RefusedLines refused={step.result.recusadas} />
          <div className="form-actions">
            <button type="button" className="btn btn-danger-outline" onClick={() => void w.cancel(step.sheet)} disabled={w.busy}>
              Cancelar importação
            </button>
            <button type="button" className="btn" onClick={() => w.back(step.sheet)} disabled={w.busy}>
              Voltar aos campos
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void w.run(step.sheet, step.mapping, step.result)}
              disabled={w.busy || step.result.validas === 0}
            >
              Importar {step.result.validas.toLocaleString('pt-BR')} linha(s)
            </button>
          </div>
        </div>
      )}
      {step.at === 'importing' && (
        <UploadProgressBar value={w.progress && w.progress.total > 0 ? w.progress.feitas / w.progress.total : 0} label="Importando as linhas..." />
      )}
      {step.at === 'done' && (
        <div className="import-done">
          <p className="alert alert-success" role="status">
            {step.message}
          </p>
          <RefusedLines refused={step.refused} />
          <button type="button" className="btn" onClick={w.restart}>
            Nova importação
          </button>
        </div>
      )}
    </section>
  );
}
