import { Tabs as KitTabs } from '../../../core/ui/Tabs';
import type { ReminderStatus } from '../../../shared/schemas/reminders';

const TABS = [
  { value: 'ativo', label: 'Ativos' },
  { value: 'concluido', label: 'Concluídos' },
] as const satisfies ReadonlyArray<{ value: ReminderStatus; label: string }>;

/** Ativos | Concluídos, as an ARIA tab list (core/ui/Tabs). */
export function Tabs({ value, onChange, panelId }: { value: ReminderStatus; onChange: (v: ReminderStatus) => void; panelId: string }) {
  return <KitTabs tabs={TABS} value={value} onChange={onChange} panelId={panelId} label="Lembretes" />;
}
