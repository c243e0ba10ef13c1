import { useId, useState } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { TextField } from '../form';
import { PeoplePicker } from './PeoplePicker';
import { usePeoplePicker } from './usePeoplePicker';

interface Props {
  /** Where the pair sits in the form's values: '' for `register_id` and `nome`, 'conjuge1.' for a group. */
  prefix?: string;
  /** The name field's label ('Nome do(a) batizado(a)'). */
  label: string;
}

/**
 * A person as a form holds them: a register of the parish (`register_id`, picked from the registers with
 * the people picker, which also fills the name) or only a typed name (`nome`: people from elsewhere, old
 * books). The name stays editable; 'Desvincular' drops the register and keeps the name.
 */
export function PersonOrName({ prefix = '', label }: Props) {
  const { setValue } = useFormContext();
  const registerField = `${prefix}register_id`;
  const registerId = useWatch({ name: registerField }) as string;
  const { errors } = useFormState({ name: registerField });
  const registerError = (get(errors, registerField) as { message?: string } | undefined)?.message;
  const [linkedName, setLinkedName] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = (name: string, value: string) => setValue(`${prefix}${name}`, value, { shouldDirty: true, shouldValidate: name === 'nome' });
  return (
    <div className="person-or-name">
      <TextField
        name={`${prefix}nome`}
        label={label}
        maxLength={150}
        autoComplete="off"
        hint="Como está escrito no livro. Se a pessoa está nos registros da paróquia, busque-a para vincular."
      />
      <div className="person-link">
        <span role="status">
          {registerId ? `Vinculado ao registro nº ${registerId}${linkedName ? ` (${linkedName})` : ''}.` : 'Sem vínculo com os registros.'}
        </span>
        {registerId && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() => {
              set('register_id', '');
              setLinkedName(null);
            }}
          >
            Desvincular
          </button>
        )}
        <button type="button" className="btn btn-small" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? 'Fechar busca' : 'Buscar nos registros'}
        </button>
      </div>
      {registerError && (
        <p className="field-error" role="alert">
          {registerError}
        </p>
      )}
      <div id={panelId} hidden={!open}>
        {open && (
          <Search
            label={`Buscar nos registros: ${label}`}
            chosenId={registerId ? Number(registerId) : null}
            onPick={(person) => {
              set('register_id', String(person.id));
              set('nome', person.name);
              setLinkedName(person.name);
              setOpen(false);
            }}
          />
        )}
      </div>
    </div>
  );
}

/** The picker, mounted only while open: it searches as soon as it is there. */
function Search({ label, chosenId, onPick }: { label: string; chosenId: number | null; onPick: (person: { id: number; name: string }) => void }) {
  const picker = usePeoplePicker();
  return <PeoplePicker picker={picker} label={label} action={{ label: 'Escolher', onPick }} chosenId={chosenId} />;
}
