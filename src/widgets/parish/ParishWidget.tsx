import type { WidgetProps } from '../../core/elements/define';
import { Allowed } from '../../core/session/SignedIn';
import { Toaster } from '../../core/ui';
import { ParishesView } from './views/ParishesView';
import { ProfileView } from './views/ProfileView';

/**
 * The parish's own data and, for the system administrator, the parishes of the instance. `profile`
 * (roles 1 and 111): name, CNPJ, diocese, address with the CEP lookup, contact, time zone, who signs
 * certificates and receipts, and the logo, cropped square; what every document and the header print.
 * `parishes` (role 111): the list, a new parish with its first administrator, and acting as any of them.
 *
 * @tag sacra-parish
 * @csspart base
 * @csspart form
 * @csspart signers
 * @csspart logo
 * @csspart pix
 */
export function ParishWidget({ view, container }: WidgetProps<'sacra-parish'>) {
  return (
    <div className="parish" part="base">
      <Toaster />
      {view === 'parishes' ? (
        <Allowed capability="parishes">
          <ParishesView />
        </Allowed>
      ) : (
        <Allowed capability="parishProfile">
          <ProfileView container={container} />
        </Allowed>
      )}
    </div>
  );
}
