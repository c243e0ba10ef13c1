import { useId } from 'react';
import { dayOf, hourText, longDay, timeOf } from '../../core/calendar/dates';
import { DataFrame, usePublicFetch } from '../../core/data';
import type { WidgetProps } from '../../core/elements/define-light';
import { ParishMissing, positiveId } from '../../core/ui/ParishAttribute';
import { fetchEscala, type PublicCelebration } from './api';

/**
 * The parish's published rosters for its website, with no sign-in and no cookies: the next four weeks,
 * celebration by celebration, who serves in each position, by first name or initials as the parish chose
 * for each ministry (a ministry kept private shows nothing).
 *
 * @tag sacra-escala
 * @csspart base - com `data-state` = `loading`, `loaded`, `not-found` ou `unavailable`
 * @csspart title
 * @csspart celebration - uma celebração (data, hora, comunidade)
 * @csspart ministry - o nome do ministério, quando o elemento mostra mais de um
 * @csspart position - uma função com quem a exerce
 * @cssproperty --sacra-escala-gap
 * @cssproperty --sacra-escala-background
 * @cssproperty --sacra-escala-accent
 */
export function EscalaWidget({ paroquia, ministerio, heading }: WidgetProps<'sacra-escala'>) {
  const parish = positiveId(paroquia);
  if (!parish) return <ParishMissing className="escala" />;
  return <Escala paroquia={parish} ministerio={positiveId(ministerio)} heading={heading} />;
}

function Escala({ paroquia, ministerio, heading }: { paroquia: number; ministerio?: number; heading: string }) {
  // Another ministry keeps the roster on screen while it comes; another parish does not.
  const escala = usePublicFetch(String(ministerio), (signal) => fetchEscala(paroquia, ministerio, signal), String(paroquia));
  const titleId = useId();
  return (
    <section part="base" className="escala" data-state={escala.status} aria-labelledby={titleId}>
      <h2 id={titleId} part="title">
        {heading}
      </h2>
      <DataFrame
        state={escala}
        loading="Carregando escala..."
        failed={() => 'Escala indisponível no momento.'}
        notFound="Paróquia não encontrada."
        empty={<p className="muted">Nenhuma escala publicada para as próximas quatro semanas.</p>}
      >
        {(data) => <Celebrations data={data} many={!ministerio} />}
      </DataFrame>
    </section>
  );
}

function Celebrations({ data, many }: { data: PublicCelebration[]; many: boolean }) {
  return (
    <ul className="es-list">
      {data.map((c) => (
        <li key={`${c.ministerio_nome}-${c.inicio}`} part="celebration">
          <p className="es-when">
            <time dateTime={c.inicio}>{`${longDay(dayOf(c.inicio))}, ${hourText(timeOf(c.inicio))}`}</time>{' '}
            <span className="muted">{[c.titulo, c.ent_name].filter(Boolean).join(' — ')}</span>
          </p>
          {many && (
            <p part="ministry">
              <strong>{c.ministerio_nome}</strong>
            </p>
          )}
          <dl className="es-positions">
            {c.funcoes.map((f) => (
              <div key={f.nome} part="position">
                <dt>{f.nome}</dt>
                <dd>{f.pessoas.join(', ') || '—'}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
