/**
 * The sacraments the parish prepares people for in catechesis. Everything that differs between them is
 * here: a third one (say, adult catechumenate) is one more entry, with its roles in the permission table.
 */
export const SACRAMENTS = {
  crisma: {
    slug: 'crisma',
    /** How screens and messages name it: 'catequista de Crisma', 'Turmas de Crisma'. */
    name: 'Crisma',
    /** The students' route and word: /api/crismandos, 'crismandos'. */
    students: 'crismandos',
    /** Class status 3: the class received the sacrament. */
    done: 'Crismada',
    read: 'crismaRead',
    write: 'crismaWrite',
  },
  eucaristia: {
    slug: 'eucaristia',
    name: '1ª Eucaristia',
    students: 'catequizandos',
    done: 'Eucaristia recebida',
    read: 'eucaristiaRead',
    write: 'eucaristiaWrite',
  },
} as const;

export type SacramentSlug = keyof typeof SACRAMENTS;
export type Sacrament = (typeof SACRAMENTS)[SacramentSlug];
export const SACRAMENT_SLUGS = Object.keys(SACRAMENTS) as SacramentSlug[];
