import { useId } from 'react';
import { ElementLink } from '../../../core/ui/ElementLink';
import { useNameChange } from '../useNameChange';
import type { ViewProps } from './types';

/** /settings/nome: change the display name. */
export function NameView({ container }: ViewProps) {
  const { name, setName, error, saving, done, onSubmit } = useNameChange(container);
  const id = useId();
  return (
    <section className="card narrow">
      <h1>Alterar nome</h1>
      <p className="muted">Este é o nome que as pessoas da paróquia veem no portal.</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={id}>Nome</label>
          <input
            id={id}
            value={name}
            required
            maxLength={120}
            autoComplete="name"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {error && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="actions">
          <ElementLink to="/settings" container={container} className="btn">
            Cancelar
          </ElementLink>
          <button type="submit" className="btn btn-primary" disabled={saving || done}>
            {saving ? 'Salvando...' : 'Salvar'}
          </button>
        </div>
      </form>
    </section>
  );
}
