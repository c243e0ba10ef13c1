import { createContext, useContext } from 'react';
import { useSession } from '../../core/session/useSession';
import { can } from '../../shared/roles';
import { SACRAMENTS, type SacramentSlug } from '../../shared/sacraments';
import { catechesisMsg, classBodies, classStatusLabels } from '../../shared/schemas/catechesis';

const capitalised = (word: string) => `${word[0].toUpperCase()}${word.slice(1)}`;

/** What the screens of one sacrament say and call: its names, texts, API and capabilities. */
export function sacramentUi<S extends SacramentSlug>(slug: S) {
  const s = SACRAMENTS[slug];
  return {
    slug,
    name: s.name,
    msg: catechesisMsg(s),
    statusLabels: classStatusLabels(s),
    /** The class form's bodies (their status text names the sacrament). */
    bodies: classBodies(s),
    read: s.read,
    write: s.write,
    /** 'crismandos' / 'Crismandos', 'catequizandos' / 'Catequizandos'. */
    students: s.students,
    Students: capitalised(s.students),
    api: { classes: `/api/turmas/${slug}`, students: `/api/${s.students}`, catechists: `/api/catequistas/${slug}` },
  } as const;
}
export type SacramentUi = ReturnType<typeof sacramentUi<SacramentSlug>>;

/** The sacrament of the element being rendered (each element is its own React tree). */
export const SacramentContext = createContext<SacramentUi>(sacramentUi('crisma'));
export const useSacrament = (): SacramentUi => useContext(SacramentContext);

/** Whether the signed-in user may change this sacrament's catechesis (its write roles): the lists' write controls. */
export const useCanWrite = (): boolean =>
  can(
    useSession((state) => state.user),
    useSacrament().write,
  );
