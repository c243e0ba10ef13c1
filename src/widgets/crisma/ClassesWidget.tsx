import type { ElementProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { SignedIn } from '../../core/session/SignedIn';
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
 * `<sacra-crisma-classes view="list|new|edit|enrol" class-id="..">`: the parish's Crisma classes.
 *
 * Reading (list) needs crismaRead (roles 1, 111, 3, 13); the other views need crismaWrite
 * (1, 111, 3). Navigates with `sacra-request-navigate`. Parts: `base`, `table`, `pagination`,
 * `toasts`, `banner`, `empty-state`, `modal`.
 */
export function ClassesWidget({ view = 'list', classId, container }: ClassesWidgetProps) {
  const id = idFrom(classId);
  return (
    <div className="crisma" part="base">
      <Toaster />
      <SignedIn signedOut="Entre no portal para ver esta página." capability={view === 'list' || !CLASS_VIEWS.includes(view as ClassView) ? 'crismaRead' : 'crismaWrite'}>
        {/* A new key per screen: nothing typed on one screen leaks into the next. */}
        <Screen key={`${view}:${id}`} view={view} classId={id} container={container} />
      </SignedIn>
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
