import type { ReactNode } from 'react';
import { useSession } from '../../../core/session/useSession';
import { EmptyState, Spinner } from '../../../core/ui';
import { can, type Capability } from '../../../shared/roles';

/** Renders `children` for a signed-in user with `capability`; otherwise says why not (the API would answer 403 anyway). */
export function Gate({ capability, children }: { capability: Capability; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const loading = useSession((s) => s.loading);
  if (!user) return loading ? <Spinner /> : <p className="muted">Entre no portal para ver esta página.</p>;
  if (!can(user, capability)) return <EmptyState title="Acesso restrito" description="Você não tem permissão para abrir esta página." />;
  return <>{children}</>;
}
