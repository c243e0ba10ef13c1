import type { MonthCount } from '../../../shared/schemas/dashboard';
import { monthLabel } from '../format';

function summary(registrations: MonthCount[]) {
  const current = registrations.at(-1);
  const previous = registrations.at(-2);
  const total = registrations.reduce((sum, m) => sum + m.count, 0);
  const best = registrations.reduce<MonthCount | undefined>((top, m) => (!top || m.count > top.count ? m : top), undefined);
  return { current, previous, total, average: registrations.length ? total / registrations.length : 0, best };
}

function delta(current: MonthCount, previous: MonthCount): { text: string; tone: 'up' | 'down' | 'same' } {
  const diff = current.count - previous.count;
  const than = monthLabel(previous.month);
  if (diff === 0) return { text: `igual a ${than}`, tone: 'same' };
  return { text: `${diff > 0 ? '+' : '−'}${Math.abs(diff)} em relação a ${than}`, tone: diff > 0 ? 'up' : 'down' };
}

/**
 * Registration cards: this month (with the change from the last), the period's total, the
 * monthly average and the best month. The server decides what a registration is (new portal
 * users at first, the registers module's people once it lands); this screen stays the same.
 */
export function RegistrationCards({ registrations }: { registrations: MonthCount[] }) {
  const s = summary(registrations);
  const change = s.current && s.previous ? delta(s.current, s.previous) : null;
  return (
    <section className="registrations" aria-labelledby="registrations-title" part="registrations">
      <header className="section-head">
        <h2 id="registrations-title">Cadastros</h2>
        <p className="muted small">Novos cadastros por mês</p>
      </header>
      <ul className="registration-cards">
        <li className="card stat">
          <span className="stat-label">{s.current ? `Novos em ${monthLabel(s.current.month)}` : 'Este mês'}</span>
          <span className="stat-value">{(s.current?.count ?? 0).toLocaleString('pt-BR')}</span>
          {change && <span className={`stat-note tone-${change.tone}`}>{change.text}</span>}
        </li>
        <li className="card stat">
          <span className="stat-label">{registrations.length === 1 ? 'No período' : `Últimos ${registrations.length} meses`}</span>
          <span className="stat-value">{s.total.toLocaleString('pt-BR')}</span>
          <span className="stat-note muted">novos cadastros</span>
        </li>
        <li className="card stat">
          <span className="stat-label">Média mensal</span>
          <span className="stat-value">{s.average.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}</span>
          <span className="stat-note muted">por mês</span>
        </li>
        <li className="card stat">
          <span className="stat-label">Melhor mês</span>
          <span className="stat-value">{s.best && s.best.count > 0 ? monthLabel(s.best.month) : '—'}</span>
          <span className="stat-note muted">{s.best && s.best.count > 0 ? `${s.best.count.toLocaleString('pt-BR')} cadastros` : 'sem cadastros'}</span>
        </li>
      </ul>
    </section>
  );
}
