import { formatDate, formatNumber } from '../../../core/format';
import { RowActions, type Column } from '../../../core/list';
import { formatCents } from '../../../shared/money';
import type { Campaign } from '../../../shared/schemas/dizimo';
import { goalPercent } from '../list-params';
import { GoalProgress } from './GoalProgress';
import { pathTo } from '../../../core/paths';

/** '01/02/2026 a 31/03/2026', or 'desde 01/02/2026' for a campaign with no end. */
function periodText(c: Pick<Campaign, 'inicio' | 'fim'>): string {
  return c.fim ? `${formatDate(c.inicio)} a ${formatDate(c.fim)}` : `desde ${formatDate(c.inicio)}`;
}

// Cells of more than one line are wrapped in one box: on a phone each cell is a label-and-value grid row.
function Raised({ c }: { c: Campaign }) {
  const percent = goalPercent(c.arrecadado_centavos, c.meta_centavos);
  return (
    <div className="camp-raised">
      <span>{formatCents(c.arrecadado_centavos)}</span>
      {percent !== null && <GoalProgress percent={percent} name={c.nome} />}
    </div>
  );
}

/** The list's columns: the campaign names its row. */
export function campaignColumns(o: { container?: HTMLElement | ShadowRoot }): Column<Campaign>[] {
  return [
    {
      id: 'nome',
      header: 'Campanha',
      rowHeader: true,
      cell: (c) => (
        <div>
          <span className="camp-name">{c.nome}</span>
          {c.descricao && <span className="camp-description muted">{c.descricao}</span>}
        </div>
      ),
    },
    { id: 'periodo', header: 'Período', cell: periodText },
    { id: 'meta', header: 'Meta', className: 'num', cell: (c) => (c.meta_centavos === null ? <span className="muted">—</span> : formatCents(c.meta_centavos)) },
    { id: 'arrecadado', header: 'Arrecadado', className: 'num', cell: (c) => <Raised c={c} /> },
    { id: 'doadores', header: 'Doadores', className: 'num', cell: (c) => formatNumber(c.doadores) },
    {
      id: 'publica',
      header: 'Pública',
      cell: (c) => <span className={`badge ${c.publica ? 'badge-ok' : 'badge-off'}`}>{c.publica ? 'Sim' : 'Não'}</span>,
    },
    {
      id: 'acoes',
      header: 'Ações',
      cell: (c) => <RowActions name={c.nome} edit={pathTo('/dizimo/campanhas/{id}/editar', { id: c.id })} container={o.container} />,
    },
  ];
}
