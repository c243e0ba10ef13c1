import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '../../../core/elements/events';

/** A real link (middle-click and no-host friendly) that the host routes in place. */
export function Link(props: { to: string; container?: HTMLElement | ShadowRoot; className?: string; children: ReactNode }) {
  const { to, container, className, children } = props;
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(container, to);
  }
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
