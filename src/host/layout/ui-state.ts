import { createStore } from 'zustand/vanilla';

const GROUPS_KEY = 'sacra.sidebar.expanded';

export interface LayoutUi {
  /** The sidebar drawer on narrow screens. */
  drawerOpen: boolean;
  userMenuOpen: boolean;
  /** Sidebar group id -> expanded; groups not listed are expanded. */
  expanded: Record<string, boolean>;
  /** An avatar URL that failed to load: the header shows initials instead. */
  brokenAvatar: string | null;
}

function readExpanded(): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(GROUPS_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, boolean>) : {};
  } catch {
    return {}; // storage disabled or corrupt: start expanded
  }
}

export const layoutUi = createStore<LayoutUi>(() => ({
  drawerOpen: false,
  userMenuOpen: false,
  expanded: readExpanded(),
  brokenAvatar: null,
}));

export function isExpanded(groupId: string): boolean {
  return layoutUi.getState().expanded[groupId] !== false;
}

/** Remembered in localStorage: the sidebar opens as the user left it, on this device. */
export function toggleGroup(groupId: string): void {
  const expanded = { ...layoutUi.getState().expanded, [groupId]: !isExpanded(groupId) };
  layoutUi.setState({ expanded });
  try {
    localStorage.setItem(GROUPS_KEY, JSON.stringify(expanded));
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}

export function setDrawer(open: boolean): void {
  layoutUi.setState({ drawerOpen: open, userMenuOpen: false });
}

export function setUserMenu(open: boolean): void {
  layoutUi.setState({ userMenuOpen: open });
}

export function closeOverlays(): void {
  const { drawerOpen, userMenuOpen } = layoutUi.getState();
  if (drawerOpen || userMenuOpen) layoutUi.setState({ drawerOpen: false, userMenuOpen: false });
}
