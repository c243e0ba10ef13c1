/** One tab: its value and its text. */
export interface TabItem<V extends string> {
  value: V;
  label: string;
}

/**
 * A row of tabs over one panel (`panelId`, labelled by the selected tab): an ARIA tab list where the arrow
 * keys, Home and End move to another tab and select it. The panel is the caller's, with
 * role="tabpanel" and aria-labelledby `${panelId}-${value}`.
 */
export function Tabs<V extends string>({
  tabs,
  value,
  onChange,
  panelId,
  label,
}: {
  tabs: readonly TabItem<V>[];
  value: V;
  onChange: (v: V) => void;
  panelId: string;
  label: string;
}) {
  function move(from: number, key: string, list: HTMLElement | null) {
    const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: tabs.length - 1 }[key];
    if (to === undefined) return false;
    const next = tabs[(to + tabs.length) % tabs.length];
    onChange(next.value);
    (list?.querySelector(`#${CSS.escape(`${panelId}-${next.value}`)}`) as HTMLElement | null)?.focus();
    return true;
  }
  return (
    <div role="tablist" aria-label={label} className="tabs" part="tabs">
      {tabs.map((tab, i) => (
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
            if (move(i, e.key, e.currentTarget.parentElement)) e.preventDefault();
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
