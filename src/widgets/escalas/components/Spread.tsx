import type { Membro } from '../../../shared/schemas/escalas';
import { TEXT } from '../text';
import { NumCell } from '../../../core/ui';

/** The counted columns: each heading, and what a member's row shows under it. */
const COUNTS: Array<[label: string, value: (m: Membro) => number | string]> = [
  [TEXT.thisMonth, (m) => m.contagem.mes],
  [TEXT.lastThree, (m) => m.contagem.tres_meses],
  [TEXT.timesPerMonth, (m) => m.preferencias.vezes_por_mes ?? '—'],
];

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
            {COUNTS.map(([label]) => (
              <th scope="col" className="num" key={label}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.id}>
              <th scope="row">{m.nome}</th>
              {COUNTS.map(([label, value]) => (
                <NumCell label={label} key={label}>
                  {value(m)}
                </NumCell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
