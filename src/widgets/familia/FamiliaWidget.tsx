import type { WidgetProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { FamiliaView } from './views/FamiliaView';

/**
 * Families in catechesis: a guardian (role 15 'Responsável') follows the children the parish linked to their account: the
 * class, the encounters with the child's attendance, the class's notices, and an absence justified to the catechist.
 *
 * @tag sacra-familia
 * @csspart base
 */
export function FamiliaWidget(_props: WidgetProps<'sacra-familia'>) {
  return (
    <div className="familia-root" part="base">
      <FamiliaView />
      <Toaster />
    </div>
  );
}
