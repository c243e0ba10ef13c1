import { createRoot, type Root } from 'react-dom/client';
import { afterEach, assertEqual, describe, it, waitFor } from '../../core/testing/element-test-kit';
import { acolytesChart } from './chart-options';
import { ChartCard } from '../../core/charts/ChartCard';

// A community name someone typed as markup: frappe-charts writes labels with innerHTML.
const HOSTILE = '<img src=x onerror="window.__chartRan=1">';
declare global {
  interface Window {
    __chartRan?: number;
  }
}

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
});

describe('charts draw user text as text', () => {
  it('a community named like an HTML tag is shown as those characters on the axis and in the tooltip; nothing runs', async () => {
    host = document.createElement('div');
    host.style.width = '600px';
    document.body.append(host);
    root = createRoot(host);
    const options = acolytesChart([
      { community_id: 1, community: HOSTILE, count: 3 },
      { community_id: 2, community: 'Matriz São José', count: 1 },
    ]);
    root.render(<ChartCard id="acolitos" title="Acólitos por comunidade" label="Acólitos" options={options} height={260} summary={null} />);

    const label = await waitFor(() => Array.from(host!.querySelectorAll('svg text')).find((t) => t.textContent?.includes('<img')), 'the community on the axis');
    assertEqual(label.textContent?.includes('onerror'), true, 'the axis label text');

    // Hover the first bar: frappe fills its tooltip from the label.
    const container = host.querySelector<HTMLElement>('.chart-container')!;
    const box = label.getBoundingClientRect();
    const chart = container.getBoundingClientRect();
    container.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: box.left + box.width / 2, clientY: chart.top + chart.height / 2 }));
    const title = await waitFor(() => host!.querySelector('.graph-svg-tip .title')?.textContent, 'the tooltip');
    assertEqual(title.startsWith(HOSTILE), true, `the tooltip title (${title})`);

    assertEqual(host.querySelectorAll('img').length, 0, 'img elements made from the name');
    assertEqual(window.__chartRan, undefined, 'the injected handler ran');
  });
});
