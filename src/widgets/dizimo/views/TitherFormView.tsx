import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../../core/api/errors';
import { useParishYear } from '../../../core/calendar/parish-clock';
import { navigate } from '../../../core/elements/events';
import { Form, MaskedField, MONEY_MASK, placeServerErrors, SelectField, unplacedText, useFillOnce, SubmitButton } from '../../../core/form';
import { Avatar } from '../../../core/people/Avatar';
import { PeoplePicker } from '../../../core/people/PeoplePicker';
import { usePeoplePicker } from '../../../core/people/usePeoplePicker';
import { Banner, Spinner, toast } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import type { RegisterPick } from '../../../shared/schemas/registers';
import { DIZIMO_MSG, METHODS, TITHER_STATUS, type Tither } from '../../../shared/schemas/dizimo';
import { CANDIDATES_PATH, saveTither } from '../api';
import { apiUrl } from '../format';
import { refreshAll, titherQuery } from '../queries';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

interface Values {
  register_id: string;
  status: string;
  valor_pactuado_centavos: string;
  metodo_preferido: string;
}
const EMPTY: Values = { register_id: '', status: '1', valor_pactuado_centavos: '', metodo_preferido: '' };
const valuesOf = (t: Tither): Values => ({
  register_id: String(t.register_id),
  status: String(t.status),
  valor_pactuado_centavos: t.valor_pactuado_centavos ? String(t.valor_pactuado_centavos) : '',
  metodo_preferido: t.metodo_preferido ?? '',
});

/** The yearly statement of any year the tither contributed in (income tax season asks for last year's, an audit for older ones). */
function StatementLinks({ titherId, years }: { titherId: number; years: number[] }) {
  const id = useId();
  const [year, setYear] = useState<number | null>(null);
  const chosen = year ?? years[0];
  if (!years.length) return <p className="muted">Nenhuma contribuição registrada: ainda não há declaração anual.</p>;
  return (
    <div className="field-row statement-links">
      <div className="field">
        <label htmlFor={id}>Declaração anual</label>
        <select id={id} value={chosen} onChange={(e) => setYear(Number(e.target.value))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <a className="btn btn-small" href={apiUrl(`/api/dizimo/dizimistas/${titherId}/declaracao`, { ano: chosen })} download>
        Baixar declaração {chosen}
      </a>
    </div>
  );
}

/** /dizimo/dizimistas/novo (a person picked from the registers) and /dizimo/dizimistas/{id}/editar (with the yearly statement). */
export function TitherFormView({ container, titherId }: ViewProps & { titherId?: string }) {
  const id = titherId && /^\d+$/.test(titherId) ? Number(titherId) : null;
  const editing = titherId !== undefined;
  const queryClient = useQueryClient();
  const tither = useQuery({ ...titherQuery(id ?? 0), enabled: id !== null });
  const form = useForm<Values>({ defaultValues: EMPTY });
  useFillOnce(form, tither.data?.data, valuesOf);
  const picker = usePeoplePicker(CANDIDATES_PATH);
  const [person, setPerson] = useState<RegisterPick | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Next year's carnê is printed ahead.
  const nextYear = useParishYear() + 1;

  async function onSubmit(v: Values) {
    setFailure(null);
    // The amount goes as the money mask gives it (centavos, or what was typed when it is no amount: the server names it).
    const body = { status: Number(v.status), valor_pactuado_centavos: v.valor_pactuado_centavos || null, metodo_preferido: v.metodo_preferido || null };
    try {
      const saved = await saveTither(id, editing ? body : { ...body, register_id: person?.id ?? '' });
      await refreshAll(queryClient);
      toast.success(saved.message ?? DIZIMO_MSG.titherUpdated);
      navigate(container, pathTo('/dizimo'));
    } catch (error) {
      setFailure(unplacedText(error, placeServerErrors(form, error), 'Falha ao salvar o dizimista'));
    }
  }

  if (editing && (id === null || tither.isError)) {
    return (
      <section className="page">
        <h1>Editar dizimista</h1>
        <Banner kind="error">{id === null ? DIZIMO_MSG.titherNotFound : errorText(tither.error, DIZIMO_MSG.titherNotFound)}</Banner>
      </section>
    );
  }
  if (editing && !tither.data) return <Spinner label="Carregando dizimista..." />;
  const t = tither.data?.data;
  const registerError = form.formState.errors.register_id?.message;
  return (
    <section className="page" aria-labelledby="tither-form-title">
      <header className="page-head">
        <h1 id="tither-form-title">{editing ? 'Editar dizimista' : 'Novo dizimista'}</h1>
      </header>
      {failure && <Banner kind="error">{failure}</Banner>}
      <Form form={form} onSubmit={onSubmit} className="card form" aria-labelledby="tither-form-title">
        {t ? (
          <>
            <p className="chosen-person">
              <Avatar name={t.nome} />
              <span>
                <strong>{t.nome}</strong> — carnê {t.numero_carne}, desde {t.desde.split('-').reverse().join('/')}
              </span>
              <a className="btn btn-small" href={apiUrl(`/api/dizimo/dizimistas/${t.id}/carne`, { ano: nextYear })} download>
                Carnê {nextYear}
              </a>
            </p>
            <StatementLinks titherId={t.id} years={tither.data?.anos ?? []} />
          </>
        ) : (
          <>
            <PeoplePicker
              picker={picker}
              label="Pessoa (dos registros)"
              action={{ label: 'Escolher', onPick: setPerson }}
              chosenId={person?.id ?? null}
              error={registerError}
            />
            <p className="muted" role="status">
              {person ? `Escolhida: ${person.name}` : DIZIMO_MSG.registerRequired}
            </p>
          </>
        )}
        <div className="field-row">
          <MaskedField name="valor_pactuado_centavos" label="Valor pactuado por mês (opcional)" mask={MONEY_MASK} inputMode="decimal" />
          <SelectField name="metodo_preferido" label="Forma preferida" empty="Nenhuma" options={METHODS} />
          <SelectField name="status" label="Status" options={TITHER_STATUS} />
        </div>
        <div className="form-actions">
          <ElementLink to={pathTo('/dizimo')} container={container} className="btn">
            Cancelar
          </ElementLink>
          <SubmitButton busy={form.formState.isSubmitting}>Salvar</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
