import { useId } from 'react';
import { getConfig } from '../../core/config';
import { hourText, timeOf, todayIn } from '../../core/calendar/dates';
import { DataFrame, usePublicFetch } from '../../core/data';
import type { WidgetProps } from '../../core/elements/define-light';
import { ParishMissing, positiveId } from '../../core/ui/ParishAttribute';
import { feedPath, fetchMassTimes, type MassTime, type MassTimes } from './api';
import { communityDays, feedLinks, KIND_NAMES, nextLine } from './mass-times-view';

/**
 * The parish's Mass times for a website, with no sign-in and no cookies: the coming week by community,
 * today highlighted, the next celebration called out, a date cancelled or moved said as such, and a link
 * to subscribe to the parish's calendar (iCalendar feed).
 *
 * @tag sacra-mass-times
 * @csspart base - com `data-state` = `loading`, `loaded`, `not-found` ou `unavailable`
 * @csspart title
 * @csspart next - a linha "Próxima missa: ..."
 * @csspart community - o bloco de uma comunidade
 * @csspart day - um dia (com `data-today` no de hoje)
 * @csspart time - um horário
 * @csspart exception - "Cancelada" ou "Horário alterado"
 * @csspart feed - o link "Assinar calendário"
 * @cssproperty --sacra-mass-times-gap
 * @cssproperty --sacra-mass-times-background
 * @cssproperty --sacra-mass-times-today-background
 * @cssproperty --sacra-mass-times-accent
 */
export function MassTimesWidget({ paroquia, community, days, heading }: WidgetProps<'sacra-mass-times'>) {
  const parish = positiveId(paroquia);
  if (!parish) return <ParishMissing className="mass-times" />;
  const chapel = positiveId(community);
  return <MassTimes paroquia={parish} community={chapel} days={days} heading={heading} />;
}

function MassTimes({ paroquia, community, days, heading }: { paroquia: number; community?: number; days: number; heading: string }) {
  // Another community or number of days keeps the schedule on screen while it comes; another parish does not.
  const times = usePublicFetch(`${community}/${days}`, (signal) => fetchMassTimes(paroquia, community, days, signal), String(paroquia));
  const titleId = useId();
  return (
    <section part="base" className="mass-times" data-state={times.status} aria-labelledby={titleId}>
      <h2 id={titleId} part="title" className="mt-title">
        {heading}
      </h2>
      <DataFrame state={times} loading="Carregando horários..." failed={() => 'Horários indisponíveis no momento.'} notFound="Paróquia não encontrada.">
        {(data) => <Schedule data={data} paroquia={paroquia} days={days} />}
      </DataFrame>
    </section>
  );
}

function Schedule({ data, paroquia, days }: { data: MassTimes; paroquia: number; days: number }) {
  const now = new Date();
  const today = todayIn(data.parish.timeZone, now);
  const next = nextLine(data, now, today);
  const feed = feedLinks(getConfig().apiBase, feedPath(paroquia), location.origin);
  return (
    <>
      {next && (
        <p part="next" className="mt-next">
          {next}
        </p>
      )}
      {data.communities.every((c) => c.ocorrencias.length === 0) ? (
        <p className="muted">{days === 1 ? 'Nenhuma missa hoje.' : `Nenhuma missa nos próximos ${days} dias.`}</p>
      ) : (
        data.communities
          .filter((c) => c.ocorrencias.length > 0)
          .map((c) => (
            <section key={c.ent_id} part="community" className="mt-community" aria-label={c.ent_name}>
              <h3>{c.ent_name}</h3>
              <ul className="mt-days">
                {communityDays(c.ocorrencias, today).map((d) => (
                  <li key={d.day} part="day" className="mt-day" data-today={d.today || undefined} aria-current={d.today ? 'date' : undefined}>
                    <span className="mt-day-name">{d.today ? `Hoje, ${d.label}` : d.label}</span>
                    <ul className="mt-times">
                      {d.items.map((t) => (
                        <Time key={`${t.inicio}-${t.titulo}`} time={t} />
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          ))
      )}
      <p className="mt-feed">
        <a part="feed" href={feed.subscribe}>
          Assinar calendário
        </a>{' '}
        <a href={feed.download} className="muted" download>
          (arquivo .ics)
        </a>
      </p>
    </>
  );
}

function Time({ time }: { time: MassTime }) {
  const name = time.tipo === 'missa' && time.titulo === 'Missa' ? null : time.titulo || KIND_NAMES[time.tipo];
  return (
    <li part="time" className="mt-time" data-cancelled={time.cancelada || undefined}>
      <time dateTime={time.inicio} className="mt-hour">
        {hourText(timeOf(time.inicio))}
      </time>
      {name && <span className="mt-name">{name}</span>}
      {time.cancelada ? (
        <span part="exception" className="mt-exception mt-cancelled">
          Cancelada{time.motivo ? `: ${time.motivo}` : ''}
        </span>
      ) : (
        time.alterada && (
          <span part="exception" className="mt-exception mt-moved">
            Horário alterado{time.motivo ? `: ${time.motivo}` : ''}
          </span>
        )
      )}
      {time.coletiva && !time.cancelada && <span className="mt-exception">Missa com intenções coletivas</span>}
    </li>
  );
}
