import type { CatechesisMsg, CrismaClass, Crismando } from '../../shared/schemas/catechesis';

/** A person picked for enrolment, before saving. */
export interface SelectedPerson {
  register_id: number;
  name: string;
  photo: string | null;
  batizado: 0 | 1;
}

/** Why a person cannot be added to the selection (already in the class, already chosen), or null. */
export function addRefusal(msg: CatechesisMsg, id: number, enrolled: readonly Crismando[], selected: readonly SelectedPerson[]): string | null {
  if (enrolled.some((s) => s.register_id === id)) return msg.alreadyInClass;
  if (selected.some((s) => s.register_id === id)) return msg.alreadySelected;
  return null;
}

/** Why the selection cannot be saved yet, or null: a valid class and at least one person. */
export function saveRefusal(msg: CatechesisMsg, classId: number | null, selected: readonly SelectedPerson[]): string | null {
  if (!classId || !Number.isInteger(classId) || classId <= 0) return msg.classNotFound;
  if (!selected.length) return msg.enrolNoneSelected;
  return null;
}

/** Classes a transfer can go to: every other class of the parish. */
export function transferDestinations(classes: readonly CrismaClass[], currentId: number): CrismaClass[] {
  return classes.filter((c) => c.id !== currentId);
}

/** People still available to add to the transfer: enrolled in this class and not yet chosen. */
export function transferCandidates(enrolled: readonly Crismando[], chosen: readonly number[]): Crismando[] {
  return enrolled.filter((s) => !chosen.includes(s.register_id));
}

/** Why the transfer cannot be sent yet, or null (destination first, then names: the order the user fills them in). */
export function transferRefusal(msg: CatechesisMsg, destination: number | null, chosen: readonly number[], enrolled: readonly Crismando[]): string | null {
  if (!destination) return msg.transferNoDestination;
  if (!chosen.length) return msg.transferNoNames;
  if (chosen.some((id) => !enrolled.some((s) => s.register_id === id))) return msg.transferNotInSource;
  return null;
}
