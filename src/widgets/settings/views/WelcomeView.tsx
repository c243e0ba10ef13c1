import { getConfig } from '../../../core/config';
import { useSession } from '../../../core/session/useSession';
import { PhotoStep } from '../components/PhotoStep';
import { useElementNavigation } from '../useElementNavigation';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /welcome: the first-access photo step; 'Finalizar' uploads and goes to /dashboard. */
export function WelcomeView({ container }: ViewProps) {
  const name = useSession((s) => s.user?.name ?? '');
  const { go } = useElementNavigation(container);
  const first = name.trim().split(/\s+/)[0];
  return (
    <PhotoStep
      title={first ? `Bem-vindo(a), ${first}!` : 'Bem-vindo(a)!'}
      intro={`Para concluir seu primeiro acesso ao ${getConfig().product}, escolha uma foto de perfil e ajuste o recorte.`}
      submitLabel="Finalizar"
      onUploaded={() => go(pathTo('/dashboard'))}
    />
  );
}
