import { useId, useState } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { PeoplePicker } from '../../../core/people/PeoplePicker';
import { usePeoplePicker } from '../../../core/people/usePeoplePicker';

/** The picker's search, mounted only while open (it queries the registers). */
function Search({ chosenId, onPick }: { chosenId: number | null; onPick: (id: number, name: string) => void }) {
  const picker = usePeoplePicker();
  return (
    <PeoplePicker
      picker={picker}
      label="Buscar a pessoa nos registros"
      chosenId={chosenId}
      action={{ label: 'Vincular', onPick: (p) => onPick(p.id, p.name) }}
    />
  );
}

/** The person of the parish's registers this account belongs to (optional): picked with the registers picker. */
export function RegisterLink({ linkedName, disabled }: { linkedName: string | null; disabled?: boolean }) {
  const { setValue } = useFormContext();
  const registerId = useWatch({ name: 'register_id' }) as string;
  const { errors } = useFormState({ name: 'register_id' });
  const error = (get(errors, 'register_id') as { message?: string } | undefined)?.message;
  const [name, setName] = useState(linkedName);
  const [open, setOpen] = useState(false);
  const panel = useId();
  const set = (id: string, shown: string | null) => {
    setValue('register_id', id, { shouldDirty: true });
    setName(shown);
  };
  return (
    <div className="register-link">
      <p className="field-label">Pessoa nos registros (opcional)</p>
      <div className="person-link">
        <span role="status">{registerId ? `Vinculada ao registro nº ${registerId}${name ? ` (${name})` : ''}.` : 'Sem vínculo com os registros.'}</span>
        {registerId && !disabled && (
          <button type="button" className="btn btn-small" onClick={() => set('', null)}>
            Desvincular
          </button>
        )}
        {!disabled && (
          <button type="button" className="btn btn-small" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
            {open ? 'Fechar busca' : 'Buscar nos registros'}
          </button>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div id={panel} hidden={!open}>
        {open && (
          <Search
            chosenId={registerId ? Number(registerId) : null}
            onPick={(id, shown) => {
              set(String(id), shown);
              setOpen(false);
            }}
          />
        )}
      </div>
    </div>
  );
}
