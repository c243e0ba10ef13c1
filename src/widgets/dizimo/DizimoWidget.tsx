import type { WidgetProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { ContributionsView } from './views/ContributionsView';
import { EsportulasView } from './views/EsportulasView';
import { MineView } from './views/MineView';
import { PixView } from './views/PixView';
import { ReportsView } from './views/ReportsView';
import { StatementView } from './views/StatementView';
import { TitherFormView } from './views/TitherFormView';
import { TithersView } from './views/TithersView';

/**
 * The tithe (dízimo): tithers, the Sunday fast entry and the contributions with receipts and reversals,
 * reports, the bank statement, the parish's PIX key, the Mass stipends to confirm (roles 1, 111, 11); 'Meu dízimo'
 * for the member (role 14).
 *
 * @tag sacra-dizimo
 * @csspart base
 * @csspart filters
 * @csspart table
 * @csspart pagination
 */
export function DizimoWidget({ view, titherId, container }: WidgetProps<'sacra-dizimo'>) {
  return (
    <div className="dizimo" part="base">
      {view === 'tither-new' || view === 'tither-edit' ? (
        <TitherFormView key={`${view}-${titherId ?? ''}`} container={container} titherId={view === 'tither-edit' ? (titherId ?? '') : undefined} />
      ) : view === 'contributions' ? (
        <ContributionsView container={container} />
      ) : view === 'reports' ? (
        <ReportsView />
      ) : view === 'statement' ? (
        <StatementView />
      ) : view === 'pix' ? (
        <PixView />
      ) : view === 'mine' ? (
        <MineView />
      ) : view === 'esportulas' ? (
        <EsportulasView />
      ) : (
        <TithersView container={container} />
      )}
      <Toaster />
    </div>
  );
}
