let cached: string | null = null;

/**
 * frappe-charts injects its stylesheet into document.head when imported, and a shadow
 * root does not see the page's styles: the dashboard copies that text into its own root.
 * Read once per page; empty if it cannot be found (the charts still draw, unstyled).
 */
export function frappeChartsCss(): string {
  if (cached !== null) return cached;
  if (typeof document === 'undefined') return '';
  const style = Array.from(document.head.querySelectorAll('style')).find((s) => s.textContent?.includes('.chart-container'));
  if (style?.textContent) cached = style.textContent;
  return cached ?? '';
}
