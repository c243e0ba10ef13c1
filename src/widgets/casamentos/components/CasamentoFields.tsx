import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { communityChoices } from '../../../core/communities';
import { SelectField, TextAreaField, TextField } from '../../../core/form';
import { PersonOrName } from '../../../core/people/PersonOrName';
import { useUser } from '../../../core/session/SignedIn';
import { RELIGIOES } from '../../../shared/schemas/casamentos';
import { useCommunities, useParoquias } from '../queries';
import { TEXT } from '../text';

/** Both spouses, then the wedding wished for: date, time and church (checked on the calendar), celebrant, witnesses. */
export function CasamentoFields() {
  const communities = useCommunities();
  return (
    <>
      <NoivoFields n={1} />
      <NoivoFields n={2} />
      <fieldset className="field-group">
        <legend>{TEXT.wedding}</legend>
        <p className="muted small">{TEXT.weddingHint}</p>
        <div className="field-row">
          <TextField name="data_prevista" label={TEXT.weddingDay} type="date" />
          <TextField name="hora_prevista" label={TEXT.weddingTime} type="time" />
          <SelectField name="ent_id" label={TEXT.church} empty="— Selecione —" options={communityChoices(communities.data)} />
        </div>
        <div className="field-row">
          <TextField name="celebrante" label={TEXT.celebrant} maxLength={150} autoComplete="off" />
          <TextField name="testemunha1" label={TEXT.witness(1)} maxLength={150} autoComplete="off" />
          <TextField name="testemunha2" label={TEXT.witness(2)} maxLength={150} autoComplete="off" />
        </div>
        <Check name="efeito_civil" label={TEXT.civilEffect} />
        <TextAreaField name="observacoes" label={TEXT.notes} rows={3} maxLength={2000} />
      </fieldset>
    </>
  );
}

function NoivoFields({ n }: { n: 1 | 2 }) {
  const c = `conjuge${n}`;
  const lives = useWatch({ name: `${c}.reside_na_paroquia` }) as boolean;
  const paroquias = useParoquias();
  const parishList = useId();
  return (
    <fieldset className="field-group">
      <legend>{TEXT.spouse(n)}</legend>
      <PersonOrName prefix={`${c}.`} label={TEXT.spouseName(n)} />
      <div className="field-row">
        <TextField name={`${c}.nascimento`} label={TEXT.birth} type="date" />
        <TextField name={`${c}.pai`} label={TEXT.father} maxLength={150} autoComplete="off" />
        <TextField name={`${c}.mae`} label={TEXT.mother} maxLength={150} autoComplete="off" />
      </div>
      <div className="field-row">
        <SelectField name={`${c}.religiao`} label={TEXT.religion} options={RELIGIOES} />
      </div>
      <Check name={`${c}.vinculo_anterior`} label={TEXT.previousBond} />
      <Check name={`${c}.reside_na_paroquia`} label={TEXT.livesHere} />
      {!lives && (
        <>
          <TextField
            name={`${c}.paroquia_residencia`}
            label={TEXT.residenceParish}
            hint={TEXT.residenceHint}
            maxLength={200}
            autoComplete="off"
            list={parishList}
          />
          <datalist id={parishList}>
            {(paroquias.data ?? []).map((p) => (
              <option key={p.id} value={p.nome} />
            ))}
          </datalist>
        </>
      )}
      <BaptismParish c={c} />
    </fieldset>
  );
}

/** Where the spouse was baptised: this parish, another parish of the portal (the notice goes there), or one typed. */
function BaptismParish({ c }: { c: string }) {
  const user = useUser();
  const paroquias = useParoquias();
  const chosen = useWatch({ name: `${c}.paroquia_batismo_id` }) as string;
  const own = user.paroquia?.id;
  const options = [
    ...(own ? [[own, `${TEXT.thisParish} (${user.paroquia!.name})`] as const] : []),
    ...(paroquias.data ?? []).map((p) => [p.id, p.nome] as const),
  ];
  return (
    <div className="field-row">
      <SelectField name={`${c}.paroquia_batismo_id`} label={TEXT.baptismParish} empty={TEXT.otherParish} options={options} hint={TEXT.baptismParishHint} />
      {!chosen && <TextField name={`${c}.paroquia_batismo`} label={TEXT.baptismParishTyped} maxLength={200} autoComplete="off" />}
      <TextField name={`${c}.data_batismo`} label={TEXT.baptismDate} type="date" />
    </div>
  );
}

function Check({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className="check">
      <input type="checkbox" {...register(name)} /> {label}
    </label>
  );
}
