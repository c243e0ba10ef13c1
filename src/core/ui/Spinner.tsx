/** A busy indicator with a spoken (and by default visible) label. */
export function Spinner({ label = 'Carregando...', hideLabel = false }: { label?: string; hideLabel?: boolean }) {
  return (
    <span className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className={hideLabel ? 'sr-only' : undefined}>{label}</span>
    </span>
  );
}
