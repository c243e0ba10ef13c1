import { useDeferredValue } from 'react';
import { DataFrame, fromQuery } from '../../core/data';
import type { WidgetProps } from '../../core/elements/define';
import { displayTimeZone } from '../../core/format';
import { useNow } from '../../core/hooks/useNow';
import { Spinner } from '../../core/ui';
import { AccessesChart } from './components/AccessesChart';
import { AcolytesChart } from './components/AcolytesChart';
import { CampaignCard } from './components/CampaignCard';
import { CounterCards } from './components/CounterCards';
import { Greeting } from './components/Greeting';
import { LastOnlinePanel } from './components/LastOnlinePanel';
import { RegistrationCards } from './components/RegistrationCards';
import { Shortcuts } from './components/Shortcuts';
import { NOW_REFRESH_MS } from './format';
import { useDashboardStats } from './queries';
import { useDashboardUser, useShortcutGroups } from './useDashboard';

/**
 * The home screen after sign-in. Everyone sees the greeting and their own roles. Roles 1 and 111 also see
 * the parish's statistics (GET /api/stats/dashboard): counters, the most profitable campaign, accesses per
 * month, acolytes per community, registration cards and the last-online panel; nobody else ever calls
 * that endpoint. The other roles see the shortcuts of what they do (shortcuts.ts): the treasurer's tithe
 * screens, a coordinator's classes and catechists, a catechist's own classes with today's attendance.
 *
 * @tag sacra-dashboard
 * @csspart base
 * @csspart greeting
 * @csspart roles
 * @csspart shortcuts
 * @csspart counters
 * @csspart campaign
 * @csspart chart-card
 * @csspart registrations
 * @csspart last-online
 * @cssproperty --sacra-accent
 * @cssproperty --sacra-soft
 */
export function DashboardWidget({ months, container }: WidgetProps<'sacra-dashboard'>) {
  const { user, roles, canSeeStats } = useDashboardUser();
  const shortcuts = useShortcutGroups();
  const now = useNow(NOW_REFRESH_MS);
  return (
    <div className="dashboard" part="base">
      <Greeting user={user} roles={roles} now={now} />
      <Shortcuts groups={shortcuts} container={container} />
      {canSeeStats && <Statistics months={months} timeZone={displayTimeZone(user.timezone)} />}
    </div>
  );
}

function Statistics({ months, timeZone }: { months: number; timeZone: string }) {
  const query = useDashboardStats(months);
  // A large tree: rendered as a deferred (transition) update, React draws it in short slices, not one long task.
  const data = useDeferredValue(query.data);
  return (
    <DataFrame
      state={{ ...fromQuery(query), data }}
      loading="Carregando o painel..."
      placeholder={
        <div className="stats-loading">
          <Spinner label="Carregando o painel..." />
        </div>
      }
      failed="Falha ao carregar o painel"
    >
      {(stats) => (
        <>
          <CounterCards counters={stats.counters} />
          <div className="stats-layout">
            <div className="stats-main">
              <AccessesChart accesses={stats.accesses} />
              <AcolytesChart acolytes={stats.acolytes} />
              <RegistrationCards registrations={stats.registrations} />
            </div>
            <div className="stats-side">
              <CampaignCard campaign={stats.campaign} months={stats.months} />
              <LastOnlinePanel users={stats.last_online} timeZone={timeZone} />
            </div>
          </div>
        </>
      )}
    </DataFrame>
  );
}
