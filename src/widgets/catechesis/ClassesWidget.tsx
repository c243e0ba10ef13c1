import type { ElementProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { Allowed } from '../../core/session/SignedIn';
import type { SacramentSlug } from '../../shared/sacraments';
import { idFrom } from './ids';
import { SacramentContext, sacramentUi } from './sacrament';
import { AttendanceView } from './views/AttendanceView';
import { ClassFormView } from './views/ClassFormView';
import { ClassListView } from './views/ClassListView';
import { EnrolView } from './views/EnrolView';

export const CLASS_VIEWS = ['list', 'new', 'edit', 'enrol', 'attendance'] as const;
export type ClassView = (typeof CLASS_VIEWS)[number];
/** The views that change a class; the list and attendance need only the sacrament's read capability. */
const WRITES: readonly string[] = ['new', 'edit', 'enrol'];

export interface ClassesWidgetProps extends ElementProps {
  /** list (/turmas/crisma), new (/nova), edit (/{id}/editar), enrol (/{id}/associar), attendance (/{id}/presencas). Default list. */
  view?: ClassView | string;
  /** The class of edit, enrol and attendance (the `class-id` attribute). */
  classId?: string;
}

/**
 * The parish's Crisma classes: the list (filtered, sorted and paged in the browser), the forms, the
 * enrolment screen and attendance. The list and attendance need roles 1, 111, 3 or 13; the other views 1, 111 or 3.
 *
 * @tag sacra-crisma-classes
 * @attr {'list' | 'new' | 'edit' | 'enrol' | 'attendance'} view - `list`, `new`, `edit`, `enrol`, `attendance`
 * @attr {string} class-id - `edit`, `enrol`, `attendance`
 * @event {CustomEvent<{ id: number; created: boolean }>} sacra-crisma-class-saved - uma turma foi criada ou alterada
 * @event {CustomEvent<{ id: number }>} sacra-crisma-class-deleted - uma turma foi excluída
 * @csspart base
 * @csspart filters
 * @csspart table
 * @csspart pagination
 */
export function ClassesWidget(props: ClassesWidgetProps) {
  return <CatechesisClasses {...props} sacrament="crisma" />;
}

/**
 * The parish's First Eucharist classes: the same screens as Crisma's, for roles 1, 111, 7 (write) and 12 (read).
 *
 * @tag sacra-eucaristia-classes
 * @attr {'list' | 'new' | 'edit' | 'enrol' | 'attendance'} view - `list`, `new`, `edit`, `enrol`, `attendance`
 * @attr {string} class-id - `edit`, `enrol`, `attendance`
 * @event {CustomEvent<{ id: number; created: boolean }>} sacra-eucaristia-class-saved - uma turma foi criada ou alterada
 * @event {CustomEvent<{ id: number }>} sacra-eucaristia-class-deleted - uma turma foi excluída
 * @csspart base
 * @csspart filters
 * @csspart table
 * @csspart pagination
 */
export function EucaristiaClassesWidget(props: ClassesWidgetProps) {
  return <CatechesisClasses {...props} sacrament="eucaristia" />;
}

function CatechesisClasses({ view = 'list', classId, container, sacrament }: ClassesWidgetProps & { sacrament: SacramentSlug }) {
  const id = idFrom(classId);
  const s = sacramentUi(sacrament);
  return (
    <SacramentContext.Provider value={s}>
      <div className="catechesis" part="base">
        <Toaster />
        <Allowed capability={WRITES.includes(view) ? s.write : s.read}>
          {/* A new key per screen: nothing typed on one screen leaks into the next. */}
          <Screen key={`${view}:${id}`} view={view} classId={id} container={container} />
        </Allowed>
      </div>
    </SacramentContext.Provider>
  );
}

function Screen({ view, classId, container }: { view: string; classId: number | null; container?: HTMLElement | ShadowRoot }) {
  switch (view) {
    case 'new':
      return <ClassFormView mode="new" classId={null} container={container} />;
    case 'edit':
      return <ClassFormView mode="edit" classId={classId} container={container} />;
    case 'enrol':
      return <EnrolView classId={classId} container={container} />;
    case 'attendance':
      return <AttendanceView classId={classId} container={container} />;
    default:
      return <ClassListView container={container} />;
  }
}
