/** The bar of an upload under way (nothing when none is): `value` is the share sent, 0 to 1. */
export function UploadProgressBar({ value, label = 'Enviando anexos...' }: { value: number | null; label?: string }) {
  if (value === null) return null;
  return (
    <div className="upload-progress" role="status">
      <progress max={1} value={value} aria-label={label} />
      <span className="muted">
        {label} {Math.round(value * 100)}%
      </span>
    </div>
  );
}
