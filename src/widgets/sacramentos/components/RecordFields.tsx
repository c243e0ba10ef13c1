import { formatDate, formatDateTime } from '../../../core/format';
import type { SacramentoDetail } from '../../../shared/schemas/sacramentos';
import { bookRef, KINDS } from '../kinds';

const shown = (v: unknown, date?: boolean): string =>
  Array.isArray(v) ? shown(v.join(', ')) : v === null || v === undefined || v === '' ? 'Não informado' : date ? formatDate(String(v)) : String(v);

/** Every field of the record as the book has it, blank ones said so. */
export function RecordFields({ record: r }: { record: SacramentoDetail }) {
  const kind = KINDS[r.tipo];
  const rows: Array<[string, string]> =
    r.tipo === 'matrimonio'
      ? [r.conjuge1, r.conjuge2].flatMap((c, i): Array<[string, string]> => [
          [`${i + 1}º cônjuge`, shown(c?.nome) + (c?.register_id ? ' (nos registros)' : '')],
          [`Pai (${i + 1}º cônjuge)`, shown(c?.pai)],
          [`Mãe (${i + 1}º cônjuge)`, shown(c?.mae)],
          [`Paróquia do batismo (${i + 1}º cônjuge)`, shown(c?.paroquia_batismo)],
          [`Data do batismo (${i + 1}º cônjuge)`, shown(c?.data_batismo, true)],
        ])
      : [[kind.person, shown(r.nome) + (r.register_id ? ' (nos registros)' : '')]];
  rows.push([kind.date, shown(r.data, true)]);
  // A parish of the portal is named with the notice, an entry here by its numbers (the record keeps their ids).
  for (const f of kind.fields.filter((x) => !x.parish && !x.entry)) rows.push([f.label, shown((r as Record<string, unknown>)[f.name], f.date)]);
  if (r.tipo === 'matrimonio') rows.push(['Efeito civil', r.efeito_civil ? 'Sim' : 'Não']);
  rows.push(['Livro, folha e termo', bookRef(r)], ['Lançado por', `${r.criado_por} em ${formatDateTime(r.criado_em)}`], ['Versão', String(r.versao)]);
  return (
    <dl className="record-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
