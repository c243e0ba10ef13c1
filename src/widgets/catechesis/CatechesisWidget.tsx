import type { AttributeValue } from '../../core/elements/attributes';
import type { WidgetProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { Allowed } from '../../core/session/SignedIn';
import { idFrom } from './ids';
import { SacramentContext, sacramentUi } from './sacrament';
import { AttendanceView } from './views/AttendanceView';
import { CatechistFormView } from './views/CatechistFormView';
import { CatechistHubView } from './views/CatechistHubView';
import { CatechistListView } from './views/CatechistListView';
import { ClassFormView } from './views/ClassFormView';
import { ClassListView } from './views/ClassListView';
import { EnrolView } from './views/EnrolView';

/** The views that change something need the sacrament's write capability; the hub, any catechesis reading. */
const WRITES: readonly AttributeValue<'sacra-catechesis', 'view'>[] = ['class-new', 'class-edit', 'enrol', 'catechist-new', 'catechist-edit'];

/**
 * The parish's catechesis for one sacrament (the `sacramento` attribute): its classes (the list, filtered,
 * sorted and paged in the browser, the forms, the enrolment screen and attendance) and its catechists (the
 * list and the forms), plus the hub of every sacrament's catechists. Reading needs the sacrament's read roles
 * (Crisma: 1, 111, 3, 13; 1ª Eucaristia: 1, 111, 7, 12), changing its write roles (Crisma: 1, 111, 3;
 * 1ª Eucaristia: 1, 111, 7).
 *
 * @tag sacra-catechesis
 * @event {CustomEvent<{ id: number; created: boolean; sacramento: SacramentSlug }>} sacra-catechesis-class-saved - uma turma foi criada ou alterada (`sacramento`: o do elemento)
 * @event {CustomEvent<{ id: number; sacramento: SacramentSlug }>} sacra-catechesis-class-deleted - uma turma foi excluída
 * @event {CustomEvent<{ id: number; created: boolean; sacramento: SacramentSlug }>} sacra-catechesis-catechist-saved - um catequista foi adicionado ou alterado
 * @event {CustomEvent<{ id: number; sacramento: SacramentSlug }>} sacra-catechesis-catechist-deleted - um catequista foi excluído
 * @csspart base
 * @csspart filters
 * @csspart table
 * @csspart pagination
 */
export function CatechesisWidget({ sacramento, view, classId, catechistId, container }: WidgetProps<'sacra-catechesis'>) {
  const s = sacramentUi(sacramento);
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

function Screen({ view, id, container }: { view: AttributeValue<'sacra-catechesis', 'view'>; id: number | null; container?: HTMLElement | ShadowRoot }) {
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
