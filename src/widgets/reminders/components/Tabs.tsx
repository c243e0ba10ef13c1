import type { ReminderStatus } from '../../../shared/schemas/reminders';

const TABS: Array<{ value: ReminderStatus; label: string }> = [
  { value: 'ativo', label: 'Ativos' },
  { value: 'concluido', label: 'Concluídos' },
];

/** Ativos | Concluídos, as an ARIA tab list (arrow keys move between the two). */
export function Tabs({ value, onChange, panelId }: { value: ReminderStatus; onChange: (v: ReminderStatus) => void; panelId: string }) {
  return (
    <div role="tablist" aria-label="Lembretes" className="tabs" part="tabs">
      {TABS.map((tab, i) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={`${panelId}-${tab.value}`}
          aria-selected={value === tab.value}
          aria-controls={panelId}
          tabIndex={value === tab.value ? 0 : -1}
          className="tab"
          onClick={() => onChange(tab.value)}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
            const next = TABS[(i + 1) % TABS.length];
            onChange(next.value);
            (e.currentTarget.parentElement?.querySelector(`#${CSS.escape(`${panelId}-${next.value}`)}`) as HTMLElement | null)?.focus();
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
