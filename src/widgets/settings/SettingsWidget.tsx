import { useSession } from '../../core/session/useSession';
import { Spinner, Toaster } from '../../core/ui';
import type { ElementProps } from '../../core/elements/define';
import type { User } from '../../shared/schemas/session';
import { HomeView } from './views/HomeView';
import { NameView } from './views/NameView';
import { PasswordView } from './views/PasswordView';
import { PhotoView } from './views/PhotoView';
import { ProfileView } from './views/ProfileView';
import { WelcomeView } from './views/WelcomeView';

export const SETTINGS_VIEWS = ['home', 'foto', 'nome', 'senha', 'mudar-senha', 'welcome', 'profile'] as const;
export type SettingsView = (typeof SETTINGS_VIEWS)[number];

export interface SettingsWidgetProps extends ElementProps {
  /** Which screen: home (/settings), foto, nome, senha, mudar-senha, welcome, profile. Default home. */
  view?: SettingsView | string;
}

/**
 * `<sacra-settings view="...">`: the signed-in user's account screens.
 *
 * Attributes: `view` (see SettingsView), `api` (portal origin when embedded).
 * Reads the user from the shared session store and refreshes it after every change.
 * Navigates with `sacra-request-navigate` (the host routes in place).
 * Parts: `base`, `avatar`, `toasts`, `banner`.
 */
export function SettingsWidget({ view = 'home', container }: SettingsWidgetProps) {
  const user = useSession((s) => s.user);
  const loading = useSession((s) => s.loading);
  return (
    <div className="settings" part="base">
      <Toaster />
      {!user ? (
        loading ? <Spinner /> : <p className="muted">Entre no portal para ver suas configurações.</p>
      ) : (
        <Screen key={view} view={view} user={user} container={container} />
      )}
    </div>
  );
}

function Screen({ view, user, container }: { view: string; user: User; container?: HTMLElement | ShadowRoot }) {
  switch (view) {
    case 'welcome':
      return <WelcomeView container={container} />;
    case 'foto':
      return <PhotoView container={container} />;
    case 'nome':
      return <NameView container={container} />;
    case 'senha':
    case 'mudar-senha':
      return <PasswordView container={container} mode={view} />;
    case 'profile':
      return <ProfileView container={container} user={user} />;
    default:
      return <HomeView container={container} user={user} />;
  }
}
