import { hourText } from '../../core/calendar/dates';
import { CELEBRACAO_TIPOS, type Celebracao } from '../../shared/schemas/agenda';

const DAYS: Record<string, string> = { SU: 'dom', MO: 'seg', TU: 'ter', WE: 'qua', TH: 'qui', FR: 'sex', SA: 'sáb' };

/** A celebration rule as a coordinator knows it: 'Missa dominical — dom 10h (Matriz São José)'. */
export function celebracaoName(c: Pick<Celebracao, 'titulo' | 'tipo' | 'regra' | 'hora' | 'ent_name'>): string {
  const days = /BYDAY=([A-Z0-9,+-]+)/
    .exec(c.regra)?.[1]
    .split(',')
    .map((d) => DAYS[d.slice(-2)] ?? d);
  const when = [days?.join(', '), hourText(c.hora)].filter(Boolean).join(' ');
  return `${c.titulo || CELEBRACAO_TIPOS[c.tipo]} — ${when} (${c.ent_name})`;
}
