import type { ElementProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { Allowed } from '../../core/session/SignedIn';
import { isSacramentSlug, type SacramentSlug } from '../../shared/sacraments';
import { idFrom } from './ids';
import { SacramentContext, sacramentUi } from './sacrament';
import { AttendanceView } from './views/AttendanceView';
import { CatechistFormView } from './views/CatechistFormView';
import { CatechistHubView } from './views/CatechistHubView';
import { CatechistListView } from './views/CatechistListView';
import { ClassFormView } from './views/ClassFormView';
import { ClassListView } from './views/ClassListView';
import { EnrolView } from './views/EnrolView';

export interface CatechesisWidgetProps extends ElementProps {
  /** crisma (default) or eucaristia: whose classes and catechists (src/shared/sacraments.ts). */
  sacramento?: SacramentSlug | string;
  /** classes (/turmas/crisma, default), class-new, class-edit, enrol, attendance, catechists, catechist-new, catechist-edit, hub (/catequistas). */
  view?: string;
  /** The class of class-edit, enrol and attendance (the `class-id` attribute). */
  classId?: string;
  /** The catechist of catechist-edit (the `catechist-id` attribute). */
  catechistId?: string;
}

/** The views that change something need the sacrament's write capability; the hub, any catechesis reading. */
const WRITES: readonly string[] = ['class-new', 'class-edit', 'enrol', 'catechist-new', 'catechist-edit'];

/**
 * The parish's catechesis for one sacrament (the `sacramento` attribute): its classes (the list, filtered,
 * sorted and paged in the browser, the forms, the enrolment screen and attendance) and its catechists (the
 * list and the forms), plus the hub of every sacrament's catechists. Reading needs the sacrament's read roles
 * (Crisma: 1, 111, 3, 13; 1ª Eucaristia: 1, 111, 7, 12), changing its write roles (Crisma: 1, 111, 3;
 * 1ª Eucaristia: 1, 111, 7).
 *
 * @tag sacra-catechesis
 * @attr {'crisma' | 'eucaristia'} sacramento - `crisma` (padrão), `eucaristia`
 * @attr {'classes' | 'class-new' | 'class-edit' | 'enrol' | 'attendance' | 'catechists' | 'catechist-new' | 'catechist-edit' | 'hub'} view - `classes` (/turmas/crisma, padrão), `class-new`, `class-edit`, `enrol`, `attendance`, `catechists`, `catechist-new`, `catechist-edit`, `hub` (/catequistas)
 * @attr {string} class-id - `class-edit`, `enrol`, `attendance`
 * @attr {string} catechist-id - `catechist-edit`
 * @event {CustomEvent<{ id: number; created: boolean; sacramento: SacramentSlug }>} sacra-catechesis-class-saved - uma turma foi criada ou alterada (`sacramento`: o do elemento)
 * @event {CustomEvent<{ id: number; sacramento: SacramentSlug }>} sacra-catechesis-class-deleted - uma turma foi excluída
 * @event {CustomEvent<{ id: number; created: boolean; sacramento: SacramentSlug }>} sacra-catechesis-catechist-saved - um catequista foi adicionado ou alterado
 * @event {CustomEvent<{ id: number; sacramento: SacramentSlug }>} sacra-catechesis-catechist-deleted - um catequista foi excluído
 * @csspart base
 * @csspart filters
 * @csspart table
 * @csspart pagination
 */
export function CatechesisWidget({ sacramento, view = 'classes', classId, catechistId, container }: CatechesisWidgetProps) {
  const s = sacramentUi(isSacramentSlug(sacramento) ? sacramento : 'crisma');
  const id = idFrom(view.startsWith('catechist') ? catechistId : classId);
  const capability = view === 'hub' ? 'catechesisRead' : WRITES.includes(view) ? s.write : s.read;
  return (
    <SacramentContext.Provider value={s}>
      <div className="catechesis" part="base">
        <Toaster />
        <Allowed capability={capability}>
          {/* A new key per screen: nothing typed on one screen leaks into the next, nor from one sacrament to the other. */}
          <Screen key={`${s.slug}:${view}:${id}`} view={view} id={id} container={container} />
        </Allowed>
      </div>
    </SacramentContext.Provider>
  );
}

function Screen({ view, id, container }: { view: string; id: number | null; container?: HTMLElement | ShadowRoot }) {
  switch (view) {
    case 'class-new':
      return <ClassFormView mode="new" classId={null} container={container} />;
    case 'class-edit':
      return <ClassFormView mode="edit" classId={id} container={container} />;
    case 'enrol':
      return <EnrolView classId={id} container={container} />;
    case 'attendance':
      return <AttendanceView classId={id} container={container} />;
    case 'catechists':
      return <CatechistListView container={container} />;
    case 'catechist-new':
      return <CatechistFormView mode="new" catechistId={null} container={container} />;
    case 'catechist-edit':
      return <CatechistFormView mode="edit" catechistId={id} container={container} />;
    case 'hub':
      return <CatechistHubView container={container} />;
    default:
      return <ClassListView container={container} />;
  }
}
