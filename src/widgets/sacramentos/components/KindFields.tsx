import { useFormContext } from 'react-hook-form';
import { requiredLabel, SelectField, TextAreaField, TextField } from '../../../core/form';
import { PersonOrName } from '../../../core/people/PersonOrName';
import type { SacramentoTipo } from '../../../shared/schemas/sacramentos';
import { KINDS } from '../kinds';
import { useParishes } from '../queries';
import { BaptismEntryPicker } from './BaptismEntryPicker';

/** The person (or both spouses with their parents), the date and the kind's own fields. */
export function KindFields({ tipo }: { tipo: SacramentoTipo }) {
  const kind = KINDS[tipo];
  return (
    <>
      {tipo === 'matrimonio' ? (
        (['conjuge1', 'conjuge2'] as const).map((c, i) => (
          <fieldset key={c} className="field-group">
            <legend>{`${i + 1}º cônjuge`}</legend>
            <PersonOrName prefix={`${c}.`} label={`Nome do ${i + 1}º cônjuge`} />
            <div className="field-row">
              <TextField name={`${c}.pai`} label="Pai" maxLength={150} autoComplete="off" />
              <TextField name={`${c}.mae`} label="Mãe" maxLength={150} autoComplete="off" />
            </div>
            <div className="field-row">
              <TextField
                name={`${c}.paroquia_batismo`}
                label="Paróquia do batismo"
                hint="Onde o matrimônio será anotado (c. 1122)."
                maxLength={200}
                autoComplete="off"
              />
              <TextField name={`${c}.data_batismo`} label="Data do batismo" type="date" />
            </div>
          </fieldset>
        ))
      ) : (
        <PersonOrName label={`Nome do(a) ${kind.person.toLowerCase()}`} />
      )}
      <div className="field-row">
        <TextField name="data" label={requiredLabel(kind.date)} type="date" />
        {kind.fields
          .filter((f) => f.parish)
          .map((f) => (
            <ParishPicker key={f.name} name={f.name} label={f.label} hint={f.hint} />
          ))}
        {kind.fields
          .filter((f) => !f.lines && !f.parish && !f.entry)
          .map((f) => (
            <TextField
              key={f.name}
              name={f.name}
              label={f.label}
              hint={f.hint}
              type={f.date ? 'date' : 'text'}
              maxLength={f.date ? undefined : 200}
              autoComplete="off"
            />
          ))}
      </div>
      {kind.fields
        .filter((f) => f.lines)
        .map((f) => (
          <TextAreaField key={f.name} name={f.name} label={f.label} hint={f.hint} rows={3} maxLength={1600} />
        ))}
      {kind.fields.some((f) => f.entry) && <BaptismEntryPicker />}
      {tipo === 'matrimonio' && <CivilEffect />}
    </>
  );
}

/** A parish of this portal (the list of the others; blank for one typed below). */
function ParishPicker({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const parishes = useParishes(true);
  return (
    <SelectField
      name={name}
      label={label}
      hint={hint}
      empty={parishes.isPending ? 'Carregando paróquias...' : 'Nenhuma (fora do portal ou não informada)'}
      options={(parishes.data ?? []).map((p) => [p.id, p.nome] as const)}
    />
  );
}

function CivilEffect() {
  const { register } = useFormContext();
  return (
    <label className="check">
      <input type="checkbox" {...register('efeito_civil')} /> Com efeito civil
    </label>
  );
}

/** Livro, folha and termo: the paper book's numbers, or all three blank for the system's numbering. */
export function BookNumbers({ editing }: { editing: boolean }) {
  return (
    <fieldset className="field-group">
      <legend>Livro, folha e termo</legend>
      <p className="muted small">
        {editing
          ? 'Altere só para corrigir um erro de lançamento: a versão anterior fica no histórico.'
          : 'Deixe os três em branco para a numeração automática (o livro aberto deste tipo, termos em sequência). Ao digitalizar um livro antigo, informe os números do papel.'}
      </p>
      <div className="field-row">
        <TextField name="livro" label="Livro" inputMode="numeric" maxLength={5} autoComplete="off" />
        <TextField name="folha" label="Folha" inputMode="numeric" maxLength={5} autoComplete="off" />
        <TextField name="termo" label="Termo" inputMode="numeric" maxLength={5} autoComplete="off" />
      </div>
    </fieldset>
  );
}
