import type { RegisterPick } from '../../shared/schemas/registers';
import { FieldFrame as Field } from '../form';
import { Spinner } from '../ui';
import { Avatar } from './Avatar';
import type { PeoplePickerController } from './usePeoplePicker';
import { useNearEnd } from './useNearEnd';

interface Props {
  picker: PeoplePickerController;
  label: string;
  /** The button of each row: its text, and why it is disabled for a person (null when it is not). */
  action: { label: string; refusal?: (person: RegisterPick) => string | null; onPick: (person: RegisterPick) => void };
  /** The person currently chosen (the catechist form), marked in the list. */
  chosenId?: number | null;
  error?: string;
}

/** A search box over the registers with its results, 50 at a time, the next page loading at the end of the list. */
export function PeoplePicker({ picker, label, action, chosenId, error }: Props) {
  const sentinel = useNearEnd<HTMLLIElement>(picker.loadMore);
  return (
    <div className="picker">
      <Field label={label} error={error}>
        {(a) => (
          <input
            {...a}
            type="search"
            value={picker.text}
            maxLength={100}
            placeholder="Digite um nome"
            autoComplete="off"
            onChange={(e) => picker.setText(e.target.value)}
          />
        )}
      </Field>
      {picker.error && (
        <p className="field-error" role="alert">
          {picker.error}
        </p>
      )}
      {picker.loading && picker.people.length === 0 ? (
        <Spinner label="Buscando..." />
      ) : picker.searched && picker.people.length === 0 ? (
        <p className="muted empty-line" role="status">
          Nenhum resultado.
        </p>
      ) : (
        <ul className="picker-results" aria-label="Resultados da busca" aria-busy={picker.loading}>
          {picker.people.map((person) => {
            const refusal = action.refusal?.(person) ?? null;
            const chosen = chosenId === person.id;
            return (
              <li key={person.id} className={chosen ? 'chosen' : undefined}>
                <Avatar name={person.name} photo={person.photo} />
                <span className="person-text">
                  <span className="person-name">{person.name}</span>
                  {refusal && <span className="muted small">{refusal}</span>}
                </span>
                <button
                  type="button"
                  className={`btn btn-small${chosen ? ' btn-primary' : ''}`}
                  disabled={refusal !== null}
                  aria-pressed={chosenId !== undefined ? chosen : undefined}
                  aria-label={`${action.label}: ${person.name}`}
                  onClick={() => action.onPick(person)}
                >
                  {action.label}
                </button>
              </li>
            );
          })}
          {picker.hasMore && (
            <li ref={sentinel} key={`more-${picker.people.length}`} className="picker-more">
              <button type="button" className="btn btn-small" onClick={picker.loadMore} disabled={picker.loadingMore}>
                {picker.loadingMore ? 'Carregando...' : 'Carregar mais'}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
