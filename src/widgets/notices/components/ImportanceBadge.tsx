import { importanceLabel } from '../notice-rules';

/** Normal, Médio or Alto, coloured by level. */
export function ImportanceBadge({ level }: { level: number }) {
  return (
    <span className={`badge importance importance-${level}`} part="importance">
      {importanceLabel(level)}
    </span>
  );
}
