import { useUser } from '../../core/session/SignedIn';
import { Toaster } from '../../core/ui';
import type { WidgetProps } from '../../core/elements/define';
import type { User } from '../../shared/schemas/session';
import { HomeView } from './views/HomeView';
import { NameView } from './views/NameView';
import { PasswordView } from './views/PasswordView';
import { PhotoView } from './views/PhotoView';
import { ProfileView } from './views/ProfileView';
import { WelcomeView } from './views/WelcomeView';

/**
 * The signed-in user's account screens; the user is refreshed in the shared session after every change.
 *
 * @tag sacra-settings
 * @csspart base
 * @csspart avatar
 */
export function SettingsWidget({ view, container }: WidgetProps<'sacra-settings'>) {
  const user = useUser();
  return (
    <div className="settings" part="base">
      <Toaster />
      <Screen key={view} view={view} user={user} container={container} />
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
