import { formatNumber } from '../../../core/format';
import type { DashboardCounter } from '../../../shared/schemas/dashboard';
import { Icon } from './Icon';

/** One card per counter the server sends, in its order (new modules' counters appear by themselves). */
export function CounterCards({ counters }: { counters: DashboardCounter[] }) {
  return (
    <section aria-labelledby="counters-title">
      <h2 id="counters-title" className="sr-only">
        Indicadores da paróquia
      </h2>
      <ul className="counters" part="counters">
        {counters.map((c) => (
          <li key={c.key} className="counter" data-key={c.key}>
            <span className="counter-label">{c.label}</span>
            <span className="counter-value">{formatNumber(c.value)}</span>
            <span className={`counter-icon tone-${c.key}`}>
              <Icon name={c.key} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
