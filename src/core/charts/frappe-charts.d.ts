// frappe-charts 1.6 ships no types: the part of its API the dashboard uses.
declare module 'frappe-charts' {
  export interface ChartDataset {
    name?: string;
    values: number[];
    chartType?: 'line' | 'bar';
  }
  export interface ChartData {
    labels: string[];
    datasets: ChartDataset[];
  }
  export interface ChartOptions {
    type: 'line' | 'bar' | 'axis-mixed' | 'pie' | 'percentage' | 'heatmap' | 'donut';
    data: ChartData;
    title?: string;
    height?: number;
    colors?: string[];
    animate?: 0 | 1;
    valuesOverPoints?: 0 | 1;
    truncateLegends?: 0 | 1;
    axisOptions?: { xAxisMode?: 'span' | 'tick'; yAxisMode?: 'span' | 'tick'; xIsSeries?: 0 | 1; shortenYAxisNumbers?: 0 | 1 };
    lineOptions?: { regionFill?: 0 | 1; hideDots?: 0 | 1; hideLine?: 0 | 1; spline?: 0 | 1; heatline?: 0 | 1; dotSize?: number };
    barOptions?: { spaceRatio?: number; stacked?: 0 | 1 };
    tooltipOptions?: { formatTooltipX?: (label: string) => string; formatTooltipY?: (value: number | undefined) => string };
  }
  export class Chart {
    constructor(parent: HTMLElement | string, options: ChartOptions);
    update(data: ChartData): void;
    destroy(): void;
  }
}
