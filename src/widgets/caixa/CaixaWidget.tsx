import type { WidgetProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { AccountsView } from './views/AccountsView';
import { EntriesView } from './views/EntriesView';
import { EntryFormView } from './views/EntryFormView';
import { HoldersView } from './views/HoldersView';
import { MonthsView } from './views/MonthsView';
import { ReconciliationView } from './views/ReconciliationView';
import { ReportsView } from './views/ReportsView';
import { ShareView } from './views/ShareView';
import { TransferView } from './views/TransferView';

/**
 * The parish's books of account (livro caixa): the entries with their documents and reversals, the transfer
 * between holders (the Sunday deposit), the chart of accounts and the holders, the bank reconciliation from the
 * bank's OFX, the month's closing, the reports (balancete, year, budget, prestação de contas) and the diocese's
 * share. Roles 1, 111 and 11 write; role 2 and the economic council read.
 *
 * @tag sacra-caixa
 * @csspart base
 * @csspart filters
 * @csspart table
 * @csspart pagination
 */
export function CaixaWidget({ view, container }: WidgetProps<'sacra-caixa'>) {
  return (
    <div className="caixa" part="base">
      {view === 'entry-new' ? (
        <EntryFormView container={container} />
      ) : view === 'transfer' ? (
        <TransferView container={container} />
      ) : view === 'accounts' ? (
        <AccountsView />
      ) : view === 'holders' ? (
        <HoldersView />
      ) : view === 'reconciliation' ? (
        <ReconciliationView />
      ) : view === 'months' ? (
        <MonthsView />
      ) : view === 'reports' ? (
        <ReportsView />
      ) : view === 'share' ? (
        <ShareView container={container} />
      ) : (
        <EntriesView container={container} />
      )}
      <Toaster />
    </div>
  );
}
