import type { ChartOptions } from 'frappe-charts';
import type { AcolyteCount, MonthCount } from '../../shared/schemas/dashboard';
import { monthLabel, shortCommunity } from './format';

export const CHART_HEIGHT = 260;
const CHART_COLORS = { accesses: '#1f4e8c', acolytes: '#c08a1e' };

// frappe also formats the empty first frame it animates from, with undefined values.
const count = (value: number | undefined, one: string, many: string) =>
  typeof value === 'number' ? `${value.toLocaleString('pt-BR')} ${value === 1 ? one : many}` : '';

/** Line chart of sign-ins per month, labelled 'jan/26'. */
export function accessesChart(accesses: MonthCount[]): ChartOptions {
  return {
    type: 'line',
    height: CHART_HEIGHT,
    colors: [CHART_COLORS.accesses],
    data: { labels: accesses.map((m) => monthLabel(m.month)), datasets: [{ name: 'Acessos', values: accesses.map((m) => m.count) }] },
    // xIsSeries: on a narrow screen, every other month is labelled instead of all of them cut short.
    axisOptions: { xAxisMode: 'tick', yAxisMode: 'span', xIsSeries: 1 },
    lineOptions: { regionFill: 1, dotSize: 4 },
    tooltipOptions: { formatTooltipY: (v) => count(v, 'acesso', 'acessos') },
  };
}

// frappe's own layout: 80 px of margins and padding across, and 7 px per letter of an axis label.
const CHART_SIDES = 80;
const CHAR_WIDTH = 7;

/**
 * Whether the shortened community names fit under their bars at this chart width. When they
 * do not (a phone), the bars are numbered and a legend lists the names in full instead of
 * frappe cutting them to 'Ma ...'.
 */
export function communityNamesFit(acolytes: AcolyteCount[], chartWidth: number): boolean {
  if (!acolytes.length) return true;
  const letters = (chartWidth - CHART_SIDES) / acolytes.length / CHAR_WIDTH;
  return acolytes.every((a) => shortCommunity(a.community).length <= letters);
}

/** Bar chart of acolytes per community: shortened names on the axis, or numbers keyed to a legend. */
export function acolytesChart(acolytes: AcolyteCount[], numbered = false): ChartOptions {
  const labels = acolytes.map((a, i) => (numbered ? String(i + 1) : shortCommunity(a.community)));
  return {
    type: 'bar',
    height: CHART_HEIGHT,
    colors: [CHART_COLORS.acolytes],
    data: { labels, datasets: [{ name: 'Acólitos', values: acolytes.map((a) => a.count) }] },
    axisOptions: { xAxisMode: 'tick', yAxisMode: 'span' },
    barOptions: { spaceRatio: 0.45 },
    valuesOverPoints: 1,
    tooltipOptions: {
      formatTooltipX: (label) => (numbered ? (acolytes[Number(label) - 1]?.community ?? label) : label),
      formatTooltipY: (v) => count(v, 'acólito', 'acólitos'),
    },
  };
}
