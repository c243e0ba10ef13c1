/**
 * The share of a goal raised, as a bar; its text ('NN% da meta') is what a screen reader says. The bar
 * stops at 100% while the text tells more. `className`/`barClassName` style it; `part` names both for
 * themes of the public elements ('progress' and 'progress-value').
 */
export function GoalProgress(props: { percent: number; label?: string; className: string; barClassName: string; part?: boolean }) {
  const { percent, label = 'Progresso da meta', className, barClassName, part } = props;
  const shown = Math.min(percent, 100);
  return (
    <div
      className={className}
      part={part ? 'progress' : undefined}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-valuetext={`${percent}% da meta`}
    >
      <span className={barClassName} part={part ? 'progress-value' : undefined} style={{ width: `${shown}%` }} />
    </div>
  );
}
