import { formatDateTime } from '../../../core/format';
import type { Protocol } from '../../../shared/schemas/protocols';
import { protocolStages } from '../stages';

const STATE_TEXT = { done: 'concluída', current: 'em andamento', todo: 'pendente' } as const;

/** Envio, Avaliação administrativa, Finalizado: each done, under way or still to come. */
export function StageTrack({ protocol, timeZone }: { protocol: Protocol; timeZone: string }) {
  return (
    <ol className="stages" aria-label="Etapas do protocolo" part="stages">
      {protocolStages(protocol).map((stage, i) => (
        <li key={stage.label} className={`stage stage-${stage.state}`} aria-current={stage.state === 'current' ? 'step' : undefined}>
          <span className="stage-dot" aria-hidden="true">
            {stage.state === 'done' ? '✓' : i + 1}
          </span>
          <span className="stage-text">
            <span className="stage-label">{stage.label}</span>
            <span className="sr-only"> ({STATE_TEXT[stage.state]})</span>
            {stage.note && <span className="stage-note">{stage.note}</span>}
            {stage.at && <span className="stage-at muted">{formatDateTime(stage.at, timeZone)}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
