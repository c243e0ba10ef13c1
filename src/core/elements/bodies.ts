import type { ComponentType } from 'react';
import type { SacraTag } from './tags';

// The signed-in elements' bodies by tag, shared through globalThis: the gate an embedding page loads first
// (./gate.tsx) defines the tag and renders the body once the module that registers it has come.
type Bodies = Partial<Record<SacraTag, ComponentType<object>>>;
const slot = globalThis as typeof globalThis & { __sacraBodies?: Bodies };
const bodies = (slot.__sacraBodies ??= {});

export function registerBody<P>(tag: SacraTag, body: ComponentType<P>): void {
  bodies[tag] = body as ComponentType<object>;
}

export function bodyOf(tag: SacraTag): ComponentType<object> | undefined {
  return bodies[tag];
}
