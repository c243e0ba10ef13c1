import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '../elements/events';

/** A real link (middle-click and new tab work, and so does a page without the host) that the host routes in place. */
export function ElementLink(props: { to: string; container?: HTMLElement | ShadowRoot; className?: string; label?: string; children: ReactNode }) {
  const { to, container, className, label, children } = props;
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(container, to);
  }
  return (
    <a href={to} className={className} aria-label={label} onClick={onClick}>
      {children}
    </a>
  );
}
