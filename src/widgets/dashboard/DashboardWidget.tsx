import { useDeferredValue } from 'react';
import { errorText } from '../../core/api/errors';
import type { ElementProps } from '../../core/elements/define';
import { displayTimeZone } from '../../core/format';
import { useNow } from '../../core/hooks/useNow';
import { ErrorState, Spinner } from '../../core/ui';
import { AccessesChart } from './components/AccessesChart';
import { AcolytesChart } from './components/AcolytesChart';
import { CampaignCard } from './components/CampaignCard';
import { CounterCards } from './components/CounterCards';
import { Greeting } from './components/Greeting';
import { LastOnlinePanel } from './components/LastOnlinePanel';
import { RegistrationCards } from './components/RegistrationCards';
import { NOW_REFRESH_MS } from './format';
import { useDashboardStats, useDashboardUser } from './useDashboard';

export const DEFAULT_MONTHS = 12;

export interface DashboardWidgetProps extends ElementProps {
  /** Months the statistics cover, 1 to 24 (default 12). */
  months?: number;
}

function validMonths(months: number | undefined): number {
  return Number.isInteger(months) && months! >= 1 && months! <= 24 ? months! : DEFAULT_MONTHS;
}

/**
 * `<sacra-dashboard months="12">`: the home screen after sign-in (spec section 2, /dashboard).
 *
 * Everyone sees the greeting and their own roles. Roles 1 and 111 also see the parish's
 * statistics from GET /api/stats/dashboard: counters, the most profitable campaign, accesses
 * per month (line chart), acolytes per community (bar chart), registration cards and the
 * last-online panel. Nobody else ever calls that endpoint.
 *
 * Attributes: `months` (1-24, default 12), `api` (portal origin when embedded).
 * Parts: `base`, `greeting`, `roles`, `counters`, `campaign`, `chart-card`, `registrations`, `last-online`.
 */
export function DashboardWidget({ months }: DashboardWidgetProps) {
  const { user, loading, roles, canSeeStats } = useDashboardUser();
  const now = useNow(NOW_REFRESH_MS);
  if (!user) {
    return loading ? <Spinner /> : <p className="muted">Entre no portal para ver o painel.</p>;
  }
  return (
    <div className="dashboard" part="base">
      <Greeting user={user} roles={roles} now={now} />
      {canSeeStats && <Statistics months={validMonths(months)} timeZone={displayTimeZone(user.timezone)} />}
    </div>
  );
}

function Statistics({ months, timeZone }: { months: number; timeZone: string }) {
  const { data: fresh, error, isPending, refetch, isFetching } = useDashboardStats(months, true);
  // A large tree: rendered as a deferred (transition) update, React draws it in short slices, not one long task.
  const data = useDeferredValue(fresh);
  if (isPending || (fresh && !data)) {
    return (
      <div className="stats-loading">
        <Spinner label="Carregando o painel..." />
      </div>
    );
  }
  if (error || !data) {
    return (
      <ErrorState text={errorText(error, 'Falha ao carregar o painel')} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  return (
    <>
      <CounterCards counters={data.counters} />
      <div className="stats-layout">
        <div className="stats-main">
          <AccessesChart accesses={data.accesses} />
          <AcolytesChart acolytes={data.acolytes} />
          <RegistrationCards registrations={data.registrations} />
        </div>
        <div className="stats-side">
          <CampaignCard campaign={data.campaign} months={data.months} />
          <LastOnlinePanel users={data.last_online} timeZone={timeZone} />
        </div>
      </div>
    </>
  );
}
