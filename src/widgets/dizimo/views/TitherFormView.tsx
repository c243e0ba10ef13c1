import { useId, useState } from 'react';
import { useParishYear } from '../../../core/calendar/parish-clock';
import { DataFrame, fromQuery } from '../../../core/data';
import { navigate } from '../../../core/elements/events';
import { Form, MaskedField, MONEY_MASK, SelectField, SubmitButton } from '../../../core/form';
import { Avatar } from '../../../core/people/Avatar';
import { PeoplePicker } from '../../../core/people/PeoplePicker';
import { Banner, PageHead } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { DIZIMO_MSG, METHODS, TITHER_STATUS } from '../../../shared/schemas/dizimo';
import type { TitherWithYears } from '../api';
import { apiUrl } from '../format';
import { useTither } from '../queries';
import { useTitherForm } from '../useTitherForm';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

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
  if (titherId === undefined) return <TitherForm detail={null} container={container} />;
  return id === null ? <TitherMissing /> : <EditTither id={id} container={container} />;
}

function TitherMissing() {
  return (
    <section className="page">
      <h1>Editar dizimista</h1>
      <Banner kind="error">{DIZIMO_MSG.titherNotFound}</Banner>
    </section>
  );
}

function EditTither({ id, container }: ViewProps & { id: number }) {
  const tither = useTither(id);
  return (
    <DataFrame state={fromQuery(tither)} loading="Carregando dizimista..." failed={DIZIMO_MSG.titherNotFound} notFound={<TitherMissing />}>
      {(detail) => <TitherForm detail={detail} container={container} />}
    </DataFrame>
  );
}

function TitherForm({ detail, container }: ViewProps & { detail: TitherWithYears | null }) {
  const editing = detail !== null;
  const { form, picker, person, pick, onSubmit, failure } = useTitherForm(detail?.data ?? null, () => navigate(container, pathTo('/dizimo')));
  const t = detail?.data;
  // Next year's carnê is printed ahead.
  const nextYear = useParishYear() + 1;
  const registerError = form.formState.errors.register_id?.message;
  return (
    <section className="page" aria-labelledby="tither-form-title">
      <PageHead id="tither-form-title" title={editing ? 'Editar dizimista' : 'Novo dizimista'} />
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
            <StatementLinks titherId={t.id} years={detail.anos} />
          </>
        ) : (
          <>
            <PeoplePicker
              picker={picker}
              label="Pessoa (dos registros)"
              action={{ label: 'Escolher', onPick: pick }}
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
