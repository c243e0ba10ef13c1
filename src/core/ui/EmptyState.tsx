import type { ReactNode } from 'react';

/** What a list or screen shows when there is nothing to show; `children` holds an optional action. */
export function EmptyState({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty-state" part="empty-state">
      <p className="empty-title">{title}</p>
      {description && <p className="muted">{description}</p>}
      {children}
    </div>
  );
}
