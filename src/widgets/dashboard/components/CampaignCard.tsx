import { GoalProgress } from '../../../core/ui/GoalProgress';
import { formatDate } from '../../../core/format';
import type { DashboardCampaign } from '../../../shared/schemas/dashboard';
import { formatBRL, goalPercent } from '../format';

function period(c: DashboardCampaign): string | null {
  if (!c.starts_on) return null;
  return c.ends_on ? `${formatDate(c.starts_on)} a ${formatDate(c.ends_on)}` : `Desde ${formatDate(c.starts_on)}`;
}

/** The campaign that raised the most in the period: amount, goal with progress, donors. */
export function CampaignCard({ campaign, months }: { campaign: DashboardCampaign | null; months: number }) {
  const percent = campaign ? goalPercent(campaign.amount_cents, campaign.goal_cents) : null;
  return (
    <section className="card campaign" aria-labelledby="campaign-title" part="campaign">
      <header className="card-head">
        <div>
          <h2 id="campaign-title">Campanha mais rentável</h2>
          <p className="muted small">Maior arrecadação {months === 1 ? 'neste mês' : `nos últimos ${months} meses`}</p>
        </div>
      </header>
      {!campaign ? (
        <p className="muted empty-note">Nenhuma doação registrada no período.</p>
      ) : (
        <>
          <h3 className="campaign-name">{campaign.name}</h3>
          {period(campaign) && <p className="muted small">{period(campaign)}</p>}
          <p className="campaign-amount">
            <span className="amount">{formatBRL(campaign.amount_cents)}</span>
            {campaign.goal_cents ? <span className="muted"> de {formatBRL(campaign.goal_cents, true)}</span> : null}
          </p>
          {percent !== null ? (
            <>
              <GoalProgress percent={percent} className="progress" barClassName="progress-bar" />
              <p className="campaign-goal">
                <strong>{percent}%</strong> da meta{percent >= 100 ? ' — meta atingida!' : ''}
              </p>
            </>
          ) : (
            <p className="muted small">Sem meta definida</p>
          )}
          <dl className="campaign-facts">
            <div>
              <dt>Doadores</dt>
              <dd>{campaign.donors.toLocaleString('pt-BR')}</dd>
            </div>
            <div>
              <dt>Doações</dt>
              <dd>{campaign.donations.toLocaleString('pt-BR')}</dd>
            </div>
            <div>
              <dt>Média</dt>
              <dd>{formatBRL(Math.round(campaign.amount_cents / Math.max(campaign.donations, 1)))}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
