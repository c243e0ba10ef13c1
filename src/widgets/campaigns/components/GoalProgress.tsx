import { GoalProgress as Bar } from '../../../core/ui/GoalProgress';

/** A campaign row's small bar of its goal. */
export const GoalProgress = ({ percent, name }: { percent: number; name: string }) => (
  <Bar percent={percent} label={`Progresso da meta: ${name}`} className="camp-progress" barClassName="camp-progress-bar" />
);
