import type { ReactNode } from 'react';
import { can, type Capability } from '../../shared/roles';
import type { User } from '../../shared/schemas/session';
import { EmptyState } from '../ui/EmptyState';
import { Spinner } from '../ui/Spinner';
import { useSession } from './useSession';

/**
 * An element's content for the signed-in user; otherwise why not: `signedOut` ('Entre no portal para ...')
 * without a session, 'Acesso restrito' without `capability`. Inside the portal the host checks both before
 * showing a route; an element on another page (the suite's) checks them itself. The API refuses anyway.
 */
export function SignedIn(props: { signedOut: string; capability?: Capability; children: ReactNode | ((user: User) => ReactNode) }) {
  const { signedOut, capability, children } = props;
  const user = useSession((s) => s.user);
  const loading = useSession((s) => s.loading);
  if (!user) return loading ? <Spinner /> : <p className="muted">{signedOut}</p>;
  if (capability && !can(user, capability)) return <EmptyState title="Acesso restrito" description="Você não tem permissão para abrir esta página." />;
  return <>{typeof children === 'function' ? children(user) : children}</>;
}
