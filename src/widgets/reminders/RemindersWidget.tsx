import { useId } from 'react';
import type { ElementProps } from '../../core/elements/define';
import { displayTimeZone } from '../../core/format';
import { useNow } from '../../core/hooks/useNow';
import { useUser } from '../../core/session/SignedIn';
import { DataFrame, fromQuery } from '../../core/data';
import { ConfirmDialog, Toaster } from '../../core/ui';
import { REMINDER_MSG } from '../../shared/schemas/reminders';
import { ReminderFormModal } from './components/ReminderFormModal';
import { ReminderItem } from './components/ReminderItem';
import { SnoozeModal } from './components/SnoozeModal';
import { Tabs } from './components/Tabs';
import { useRemindersController } from './useRemindersController';

export type RemindersWidgetProps = ElementProps;

/** Every 30 seconds: a reminder shows as due when its time comes. */
const DUE_CHECK_MS = 30_000;

/**
 * The user's reminders: tabs Ativos and Concluídos; create, edit and delete modals; complete and snooze
 * (10 minutes by default). The server fires each reminder at its time: a notification and, when asked,
 * an e-mail.
 *
 * @tag sacra-reminders
 * @csspart base
 * @csspart tabs
 * @csspart reminder
 */
export function RemindersWidget(_props: RemindersWidgetProps) {
  return <RemindersScreen timeZone={displayTimeZone(useUser().timezone)} />;
}

function RemindersScreen({ timeZone }: { timeZone: string }) {
  const c = useRemindersController();
  const panelId = useId();
  const now = useNow(DUE_CHECK_MS).getTime();
  const actions = { onComplete: c.complete, onSnooze: c.openSnooze, onEdit: c.openEdit, onDelete: c.openDelete, busy: c.busy };
  const dialog = c.dialog;
  return (
    <section className="reminders" part="base">
      <Toaster />
      <header className="page-head">
        <h1>Lembretes</h1>
        <button type="button" className="btn btn-primary" onClick={c.openNew}>
          Novo lembrete
        </button>
      </header>
      <Tabs value={c.tab} onChange={c.setTab} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${c.tab}`} className="tab-panel">
        <DataFrame
          state={fromQuery(c.list)}
          loading="Carregando lembretes..."
          failed={() => REMINDER_MSG.listFailed}
          empty={c.tab === 'ativo' ? 'Nenhum lembrete ativo.' : 'Nenhum lembrete concluído.'}
        >
          {(reminders) => (
            <ul className="reminder-list">
              {reminders.map((r) => (
                <ReminderItem key={r.id} reminder={r} timeZone={timeZone} now={now} actions={actions} />
              ))}
            </ul>
          )}
        </DataFrame>
      </div>

      {dialog?.kind === 'form' && <ReminderFormModal editing={dialog.reminder} onClose={c.close} />}
      {dialog?.kind === 'snooze' && <SnoozeModal reminder={dialog.reminder} onClose={c.close} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Excluir lembrete"
        message={<p>Excluir o lembrete "{dialog?.kind === 'delete' ? dialog.reminder.descricao : ''}"?</p>}
        confirmLabel="Excluir"
        danger
        busy={c.busy}
        onConfirm={() => void c.confirmDelete()}
        onCancel={c.close}
      />
    </section>
  );
}
