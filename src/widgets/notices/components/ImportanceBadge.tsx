import { importanceLabel } from '../notice-rules';

/** The badge's tone (kit.css) by level: Normal keeps the plain badge, Médio waits, Alto alarms. */
const TONES = ['', ' badge-warn', ' badge-danger'];

/** Normal, Médio or Alto, coloured by level. */
export function ImportanceBadge({ level }: { level: number }) {
  return (
    <span className={`badge${TONES[level] ?? ''}`} part="importance">
      {importanceLabel(level)}
    </span>
  );
}
