import type { ReactNode } from 'react';

/**
 * A screen's head (kit.css `page-head`): its title, the h1 (with `id`, what the screen's section is labelled by), and
 * beside it the screen's actions ('Exportar CSV', 'Novo ...'), if any.
 */
export function PageHead({ id, title, children }: { id?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-head">
      <h1 id={id}>{title}</h1>
      {children && <div className="head-actions">{children}</div>}
    </header>
  );
}
