import type { ElementProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { Allowed } from '../../core/session/SignedIn';
import { idFrom } from './ids';
import { ClassFormView } from './views/ClassFormView';
import { ClassListView } from './views/ClassListView';
import { EnrolView } from './views/EnrolView';

export const CLASS_VIEWS = ['list', 'new', 'edit', 'enrol'] as const;
export type ClassView = (typeof CLASS_VIEWS)[number];

export interface ClassesWidgetProps extends ElementProps {
  /** list (/turmas/crisma), new (/nova), edit (/{id}/editar), enrol (/{id}/associar). Default list. */
  view?: ClassView | string;
  /** The class of edit and enrol (the `class-id` attribute). */
  classId?: string;
}

/**
 * The parish's Crisma classes: the list (filtered, sorted and paged in the browser), the forms and the
 * enrolment screen. Reading needs roles 1, 111, 3 or 13; the other views 1, 111 or 3.
 *
 * @tag sacra-crisma-classes
 * @attr {'list' | 'new' | 'edit' | 'enrol'} view - `list`, `new`, `edit`, `enrol`
 * @attr {string} class-id - `edit`, `enrol`
 * @event {CustomEvent<{ id: number; created: boolean }>} sacra-crisma-class-saved - uma turma foi criada ou alterada
 * @event {CustomEvent<{ id: number }>} sacra-crisma-class-deleted - uma turma foi excluída
 * @csspart base
 * @csspart filters
 * @csspart table
 * @csspart pagination
 */
export function ClassesWidget({ view = 'list', classId, container }: ClassesWidgetProps) {
  const id = idFrom(classId);
  return (
    <div className="crisma" part="base">
      <Toaster />
      <Allowed capability={view === 'list' || !CLASS_VIEWS.includes(view as ClassView) ? 'crismaRead' : 'crismaWrite'}>
        {/* A new key per screen: nothing typed on one screen leaks into the next. */}
        <Screen key={`${view}:${id}`} view={view} classId={id} container={container} />
      </Allowed>
    </div>
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
    default:
      return <ClassListView container={container} />;
  }
}
