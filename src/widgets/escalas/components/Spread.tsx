import type { Membro } from '../../../shared/schemas/escalas';
import { TEXT } from '../text';

/** The spread the fill aims at: each member's assignments this month and over the three before, fewest first. */
export function Spread({ membros }: { membros: Membro[] }) {
  if (!membros.length) return null;
  const rows = [...membros].sort((a, b) => a.contagem.mes - b.contagem.mes || a.contagem.tres_meses - b.contagem.tres_meses || a.nome.localeCompare(b.nome));
  return (
    <section className="card spread" aria-labelledby="spread-title">
      <h2 id="spread-title">{TEXT.spreadTitle}</h2>
      <table>
        <caption className="sr-only">{TEXT.spreadCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.name}</th>
            <th scope="col" className="num">
              {TEXT.thisMonth}
            </th>
            <th scope="col" className="num">
              {TEXT.lastThree}
            </th>
            <th scope="col" className="num">
              {TEXT.timesPerMonth}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.id}>
              <th scope="row">{m.nome}</th>
              <td className="num" data-label={TEXT.thisMonth}>
                {m.contagem.mes}
              </td>
              <td className="num" data-label={TEXT.lastThree}>
                {m.contagem.tres_meses}
              </td>
              <td className="num" data-label={TEXT.timesPerMonth}>
                {m.preferencias.vezes_por_mes ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
