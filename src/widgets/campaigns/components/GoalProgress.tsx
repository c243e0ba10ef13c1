/** A small bar of the share of the goal raised; its text ('NN% da meta') is what a screen reader says. */
export function GoalProgress({ percent, name }: { percent: number; name: string }) {
  const shown = Math.min(percent, 100);
  return (
    <div
      className="camp-progress"
      role="progressbar"
      aria-label={`Progresso da meta: ${name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-valuetext={`${percent}% da meta`}
    >
      <span className="camp-progress-bar" style={{ width: `${shown}%` }} />
    </div>
  );
}
