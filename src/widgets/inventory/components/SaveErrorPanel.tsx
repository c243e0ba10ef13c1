import { Banner, Spinner } from '../../../core/ui';
import type { SaveError } from '../create-error';
import { FIELD_LABELS, isItemField } from '../form-values';
import { probeText, type ProbeResult } from '../probe';

/** Why the save failed: the kind's label, the server's message, its validation details, and the ping's result. */
export function SaveErrorPanel({ failure, probe }: { failure: SaveError; probe: ProbeResult | 'running' | null }) {
  const fields = Object.entries(failure.fields);
  return (
    <Banner kind="error">
      <p className="inv-error-title">
        <strong>{failure.label}</strong>
        {failure.status !== null && <span className="muted"> (HTTP {failure.status})</span>}
      </p>
      <p className="inv-error-message">{failure.message}</p>
      {fields.length > 0 && (
        <ul className="inv-error-fields" aria-label="Detalhes da validação">
          {fields.map(([field, texts]) => (
            <li key={field}>
              {isItemField(field) ? FIELD_LABELS[field] : field}: {texts.join(', ')}
            </li>
          ))}
        </ul>
      )}
      {probe === 'running' && <Spinner label="Testando a conexão com o servidor..." />}
      {probe && probe !== 'running' && <p className="inv-probe">{probeText(probe)}</p>}
    </Banner>
  );
}
