import { createContext, useContext, type ReactNode } from 'react';
import { can, type Capability } from '../../shared/roles';
import type { User } from '../../shared/schemas/session';
import { EmptyState } from '../ui/EmptyState';
import { Spinner } from '../ui/Spinner';
import { useSession } from './useSession';

/**
 * An element's content for the signed-in user; otherwise why not: `signedOut` ('Entre no portal para ...',
 * or nothing when it is '') without a session. Inside the portal the host shows a route only to a signed-in
 * user; an element on another page (the suite's) checks for itself. Every element of a signed-in module is
 * wrapped in it by defineElement.
 */
export function SignedIn({ signedOut, children }: { signedOut: string; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const loading = useSession((s) => s.loading);
  if (user) return <UserContext value={user}>{children}</UserContext>;
  if (!signedOut) return null;
  return loading ? <Spinner /> : <p className="muted">{signedOut}</p>;
}

const UserContext = createContext<User | null>(null);

/** The signed-in user, inside the gate (each element is its own React root, and defineElement puts the gate at its top). */
export function useUser(): User {
  const user = useContext(UserContext);
  if (!user) throw new Error('useUser outside the sign-in gate');
  return user;
}

/** Its children for a user with `capability`; otherwise 'Acesso restrito' (the API would answer 403 anyway). */
export function Allowed({ capability, children }: { capability: Capability; children: ReactNode }) {
  const allowed = useSession((s) => can(s.user, capability));
  return allowed ? <>{children}</> : <EmptyState title="Acesso restrito" description="Você não tem permissão para abrir esta página." />;
}
