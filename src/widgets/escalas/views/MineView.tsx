import { useId } from 'react';
import { brDay, dayOf, hourText, shortDay, timeOf, weekdayName } from '../../../core/calendar/dates';
import { useParishToday } from '../../../core/calendar/parish-clock';
import { DataFrame, fromQuery } from '../../../core/data';
import { Form, SelectField, SubmitButton, TextField } from '../../../core/form';
import { pathTo } from '../../../core/paths';
import { Banner, DeleteDialog } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { MAX_VEZES_POR_MES, type MinhaDesignacao, type MinhaEscala } from '../../../shared/schemas/escalas';
import { StatusBadge } from '../components/StatusBadge';
import { celebracaoName } from '../celebracoes';
import { useCelebracoes } from '../queries';
import { TEXT } from '../text';
import { useBlockoutForm } from '../useBlockoutForm';
import { useMine } from '../useMine';
import { usePreferencesForm } from '../usePreferencesForm';
import type { ViewProps } from './types';

const when = (d: MinhaDesignacao) => `${weekdayName(dayOf(d.inicio))} ${shortDay(dayOf(d.inicio))}, ${hourText(timeOf(d.inicio))}`;
const NotMember = () => (
  <section className="page">
    <h1>{TEXT.mineTitle}</h1>
    <Banner kind="info">{`${TEXT.notMember} ${TEXT.notMemberHint}`}</Banner>
  </section>
);

/** /escalas/minha: the volunteer's assignments answered in one tap, swaps, blockouts, preferences and calendar; a phone first. */
export function MineView({ container }: ViewProps) {
  const mine = useMine();
  return (
    <DataFrame state={fromQuery(mine.minha)} loading={TEXT.loadingMine} failed={TEXT.mineFailed} notFound={<NotMember />}>
      {(data) => (data.membros.length === 0 && data.coordena.length === 0 ? <NotMember /> : <Mine data={data} mine={mine} container={container} />)}
    </DataFrame>
  );
}

type Controller = ReturnType<typeof useMine>;

function Mine({ data, mine, container }: ViewProps & { data: MinhaEscala; mine: Controller }) {
  const today = useParishToday();
  const upcoming = data.designacoes.filter((d) => dayOf(d.inicio) >= today);
  return (
    <section className="page mine" aria-labelledby="mine-title">
      <header className="page-head">
        <h1 id="mine-title">{TEXT.mineTitle}</h1>
        <div className="head-actions">
          <ElementLink to={pathTo('/escalas')} container={container} className="btn">
            {TEXT.monthTitle}
          </ElementLink>
        </div>
      </header>
      <section className="card" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{TEXT.upcoming}</h2>
        {upcoming.length === 0 ? (
          <p className="muted">{TEXT.minhaEscalaEmpty}</p>
        ) : (
          <ul className="assignments">
            {upcoming.map((d) => (
              <Assignment key={d.id} d={d} mine={mine} />
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="offers-title">
        <h2 id="offers-title">{TEXT.offers}</h2>
        {data.ofertas.length === 0 ? (
          <p className="muted">{TEXT.noOffers}</p>
        ) : (
          <ul className="assignments">
            {data.ofertas.map((d) => (
              <Assignment key={d.id} d={d} mine={mine} offer />
            ))}
          </ul>
        )}
      </section>
      <Blockouts data={data} mine={mine} today={today} />
      {data.membros.map((m) => (
        <Preferences key={m.id} membro={m} />
      ))}
      <Feed url={data.ical_url} mine={mine} />
      {data.coordena.length > 0 && (
        <section className="card" aria-labelledby="coordinates-title">
          <h2 id="coordinates-title">{TEXT.myMinistries}</h2>
          <ul className="links">
            {data.coordena.map((c) => (
              <li key={c.id}>
                <ElementLink to={pathTo('/escalas', { query: { ministerio: c.id } })} container={container}>
                  {c.nome}
                </ElementLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

/** One assignment as a card: when, where, which position; its answer buttons, big enough for a thumb. */
function Assignment({ d, mine, offer = false }: { d: MinhaDesignacao; mine: Controller; offer?: boolean }) {
  const what = `${d.funcao_nome}, ${when(d)}`;
  const busy = mine.busyId === d.id;
  return (
    <li part="assignment" className="assignment" data-status={d.status}>
      <p className="assignment-when">{when(d)}</p>
      <p>
        <strong>{d.funcao_nome}</strong> — {d.ministerio_nome}
      </p>
      <p className="muted small">{[d.titulo, d.ent_name].filter(Boolean).join(' — ')}</p>
      {offer ? <p className="muted small">{`Pedido de ${d.membro_nome}`}</p> : <StatusBadge status={d.status} />}
      <div className="assignment-actions">
        {offer ? (
          <button type="button" className="btn btn-primary" disabled={busy} aria-label={`${TEXT.take}: ${what}`} onClick={() => void mine.act(d.id, 'assumir')}>
            {TEXT.take}
          </button>
        ) : d.status === 'pendente' ? (
          <>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              aria-label={`${TEXT.accept}: ${what}`}
              onClick={() => void mine.act(d.id, 'aceitar')}
            >
              {TEXT.accept}
            </button>
            <button type="button" className="btn" disabled={busy} aria-label={`${TEXT.decline}: ${what}`} onClick={() => void mine.act(d.id, 'recusar')}>
              {TEXT.decline}
            </button>
          </>
        ) : (
          d.status === 'aceita' && (
            <button
              type="button"
              className="btn"
              disabled={busy}
              aria-label={`${TEXT.askSubstitute}: ${what}`}
              onClick={() => void mine.act(d.id, 'substituir')}
            >
              {TEXT.askSubstitute}
            </button>
          )
        )}
      </div>
    </li>
  );
}

const WEEKDAYS = { 0: 'Domingo', 1: 'Segunda-feira', 2: 'Terça-feira', 3: 'Quarta-feira', 4: 'Quinta-feira', 5: 'Sexta-feira', 6: 'Sábado' };
const WHICH = { '': 'Todas as semanas', 1: '1º do mês', 2: '2º do mês', 3: '3º do mês', 4: '4º do mês', 5: '5º do mês', '-1': 'Último do mês' };

function Blockouts({ data, mine, today }: { data: MinhaEscala; mine: Controller; today: string }) {
  const b = useBlockoutForm(today);
  const period = (i: MinhaEscala['indisponibilidades'][number]) => {
    const span = i.inicio === i.fim ? brDay(i.inicio) : `${brDay(i.inicio)} a ${brDay(i.fim)}`;
    return i.repeticao_texto ? `${i.repeticao_texto} (${span})` : span;
  };
  return (
    <section className="card" aria-labelledby="blockouts-title">
      <h2 id="blockouts-title">{TEXT.blockouts}</h2>
      {data.indisponibilidades.length === 0 ? (
        <p className="muted">{TEXT.noBlockouts}</p>
      ) : (
        <ul className="blockouts">
          {data.indisponibilidades.map((i) => (
            <li key={i.id}>
              <span>
                {period(i)}
                {i.motivo && <span className="muted small"> — {i.motivo}</span>}
              </span>
              <button type="button" className="btn btn-small" aria-label={`${TEXT.remove}: ${period(i)}`} onClick={() => mine.deletion.ask(i)}>
                {TEXT.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {b.failure && <Banner kind="error">{b.failure}</Banner>}
      <Form form={b.form} onSubmit={b.onSubmit} className="form blockout-form" aria-label={TEXT.addBlockout}>
        <SelectField name="tipo" label={TEXT.blockoutKind} options={TEXT.blockoutKinds} />
        <div className="field-row">
          <TextField name="inicio" label={b.tipo === 'dia' ? TEXT.day : TEXT.start} type="date" required />
          {b.tipo !== 'dia' && <TextField name="fim" label={b.tipo === 'repeticao' ? TEXT.validUntil : TEXT.end} type="date" required />}
        </div>
        {b.tipo === 'repeticao' && (
          <div className="field-row">
            <SelectField name="n" label={TEXT.which} options={WHICH} />
            <SelectField name="weekday" label={TEXT.weekday} options={WEEKDAYS} />
          </div>
        )}
        <TextField name="motivo" label={TEXT.reason} maxLength={200} />
        <SubmitButton busy={b.form.formState.isSubmitting}>{TEXT.addBlockout}</SubmitButton>
      </Form>
      <DeleteDialog deletion={mine.deletion} title="Excluir indisponibilidade" message={() => 'Excluir esta indisponibilidade?'} />
    </section>
  );
}

function Preferences({ membro }: { membro: MinhaEscala['membros'][number] }) {
  const p = usePreferencesForm(membro);
  const masses = useCelebracoes();
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{`${TEXT.preferences}: ${membro.ministerio_nome}`}</h2>
      <p className="muted small">{`${TEXT.positions}: ${membro.funcoes_nomes.join(', ') || 'todas'}`}</p>
      {p.failure && <Banner kind="error">{p.failure}</Banner>}
      <Form form={p.form} onSubmit={p.onSubmit} className="form" aria-labelledby={titleId}>
        <TextField name="preferencias.vezes_por_mes" label={TEXT.timesPerMonth} type="number" min={1} max={MAX_VEZES_POR_MES} inputMode="numeric" />
        <fieldset className="field-group">
          <legend>{TEXT.preferredMasses}</legend>
          {(masses.data ?? []).map((c) => (
            <label key={c.id} className="check">
              <input type="checkbox" value={String(c.id)} {...p.form.register('preferencias.celebracoes_preferidas')} />
              {celebracaoName(c)}
            </label>
          ))}
        </fieldset>
        <SubmitButton busy={p.form.formState.isSubmitting}>{TEXT.save}</SubmitButton>
      </Form>
    </section>
  );
}

function Feed({ url, mine }: { url: string; mine: Controller }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{TEXT.calendarFeed}</h2>
      <div className="field">
        <label htmlFor={id}>Endereço do calendário (iCal)</label>
        <input id={id} readOnly value={url} onFocus={(e) => e.target.select()} />
        <p className="field-hint muted">{TEXT.calendarHint}</p>
      </div>
      <div className="head-actions">
        <button type="button" className="btn btn-primary" onClick={() => void mine.copy(url)}>
          {TEXT.copy}
        </button>
        <button type="button" className="btn" disabled={mine.renewing} onClick={() => void mine.renewFeed()}>
          {TEXT.renew}
        </button>
      </div>
    </section>
  );
}
