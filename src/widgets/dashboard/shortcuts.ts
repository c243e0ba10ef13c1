import { can, type Capability, type HasRoles } from '../../shared/roles';
import { SACRAMENT_SLUGS, SACRAMENTS, type SacramentSlug } from '../../shared/sacraments';
import { pathTo } from '../../core/paths';

/** [path, label, what it is for]. */
type Shortcut = readonly [path: string, label: string, hint?: string];

/**
 * A group of the home page's shortcuts: shown to whoever holds `capability` and not `unless`. `classesOf`
 * adds, under its links, the signed-in catechist's own classes of that sacrament, each with today's attendance.
 */
export interface ShortcutGroup {
  id: string;
  title: string;
  capability: Capability;
  unless?: Capability;
  links: Shortcut[];
  classesOf?: SacramentSlug;
}

/** A sacrament's coordinators manage its classes and catechists; its catechists go to their own classes. */
const catechesis = (slug: SacramentSlug): ShortcutGroup[] => {
  const { name, read, write } = SACRAMENTS[slug];
  return [
    {
      id: `${slug}-coordination`,
      title: `Catequese de ${name}`,
      capability: write,
      links: [
        [pathTo(`/turmas/${slug}`), `Turmas de ${name}`, 'Alunos, frequência e transferências'],
        [pathTo(`/turmas/${slug}/nova`), 'Nova turma'],
        [pathTo(`/catequistas/${slug}`), `Catequistas de ${name}`, 'E a conta no portal de cada um'],
      ],
    },
    {
      id: `${slug}-classes`,
      title: `Minhas turmas de ${name}`,
      capability: read,
      unless: write,
      links: [[pathTo(`/turmas/${slug}`), 'Todas as minhas turmas']],
      classesOf: slug,
    },
  ];
};

/**
 * The home page's shortcuts, by capability, in one place. Roles 1 and 111 have the parish's statistics and
 * the whole sidebar instead: the shortcuts are for the roles whose home would otherwise be the greeting alone.
 */
const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    id: 'dizimo',
    title: 'Dízimo',
    capability: 'dizimoAdmin',
    links: [
      [pathTo('/dizimo/contribuicoes'), 'Nova contribuição', 'Lançamento rápido, carnê a carnê'],
      [pathTo('/dizimo'), 'Dizimistas'],
      [pathTo('/dizimo/relatorios'), 'Relatórios'],
      [pathTo('/dizimo/extrato'), 'Extrato bancário', 'Importar o OFX do banco'],
    ],
  },
  ...SACRAMENT_SLUGS.flatMap(catechesis),
  { id: 'meu-dizimo', title: 'Meu dízimo', capability: 'dizimoOwn', links: [[pathTo('/dizimo/meu'), 'Meu dízimo', 'Suas contribuições e recibos']] },
];

/** The groups the user sees: none for those who see the statistics (1, 111). */
export function shortcutsFor(user: HasRoles): ShortcutGroup[] {
  if (can(user, 'dashboardStats')) return [];
  return SHORTCUT_GROUPS.filter((g) => can(user, g.capability) && !(g.unless && can(user, g.unless)));
}
