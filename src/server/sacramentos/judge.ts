import { PADRINHO_IDADE_MINIMA, SACRAMENTOS_MSG, type MatrimonioBody, type SacramentoBody, type SacramentoTipo } from '../../shared/schemas/sacramentos';
import type { Db } from '../db/types';
import { invalidField } from '../http-error';
import { personInParish, type Person } from './repository';
import { searchFold } from '../../shared/search-fold';

/** Case and accents off, so 'José' and 'jose' are the same name. */
const fold = (v: string | undefined) => searchFold(v ?? '').trim();

/** The registers a record names: the person, or both spouses. */
const registerIdsOf = (kind: SacramentoTipo, body: SacramentoBody): Array<{ field: string; id: number | undefined }> =>
  kind === 'matrimonio'
    ? [
        { field: 'conjuge1.register_id', id: (body as MatrimonioBody).conjuge1.register_id },
        { field: 'conjuge2.register_id', id: (body as MatrimonioBody).conjuge2.register_id },
      ]
    : [{ field: 'register_id', id: (body as { register_id?: number }).register_id }];

/** The godparents a kind may name from the registers, and what to say when one is under 16. */
const GODPARENTS: Record<SacramentoTipo, Array<{ field: 'padrinho_register_id' | 'madrinha_register_id'; tooYoung: string }>> = {
  batismo: [
    { field: 'padrinho_register_id', tooYoung: SACRAMENTOS_MSG.padrinhoTooYoung },
    { field: 'madrinha_register_id', tooYoung: SACRAMENTOS_MSG.madrinhaTooYoung },
  ],
  crisma: [{ field: 'padrinho_register_id', tooYoung: SACRAMENTOS_MSG.padrinhoTooYoung }],
  matrimonio: [],
  obito: [],
};

/** The day someone born on `born` turns `years` ('2010-02-28' + 16 -> '2026-02-28'; a 29 February compares as the day after the 28th). */
const birthday = (born: string, years: number) => `${Number(born.slice(0, 4)) + years}${born.slice(4)}`;

/**
 * The checks a record's schema cannot make, for the forms and the imports alike: registers of this
 * parish, dates not in the future (after `day`, the parish's today) nor before birth, a funeral not
 * before the death, a marriage of two different people, godparents of age. A 422 on the field at fault;
 * else the people found.
 */
export async function judgeRecord(db: Db, paroquiaId: number, kind: SacramentoTipo, body: SacramentoBody, day: string): Promise<Map<number, Person>> {
  const people = new Map<number, Person>();
  const births: Array<string | null> = [];
  for (const { field, id } of registerIdsOf(kind, body)) {
    if (!id) {
      births.push(null);
      continue;
    }
    const person = await personInParish(db, paroquiaId, id);
    if (!person) throw invalidField(field, SACRAMENTOS_MSG.registerNotInParish);
    people.set(id, person);
    births.push(person.born_date);
  }
  const b = body as Record<string, unknown> & { data: string };
  if (b.data > day) throw invalidField('data', SACRAMENTOS_MSG.dateFuture);
  if (kind === 'batismo') {
    const born = (b.nascimento as string | undefined) ?? births[0];
    if (b.nascimento && (b.nascimento as string) > day) throw invalidField('nascimento', SACRAMENTOS_MSG.dateFuture);
    if (born && b.data < born) throw invalidField('data', SACRAMENTOS_MSG.beforeBirth);
  } else if (births.some((born) => born && b.data < born)) throw invalidField('data', SACRAMENTOS_MSG.beforeBirth);
  if (kind === 'obito' && typeof b.data_obito === 'string') {
    if (b.data_obito > day) throw invalidField('data_obito', SACRAMENTOS_MSG.dateFuture);
    if (births[0] && b.data_obito < births[0]) throw invalidField('data_obito', SACRAMENTOS_MSG.beforeBirth);
    if (b.data < b.data_obito) throw invalidField('data', SACRAMENTOS_MSG.riteBeforeDeath);
  }
  if (kind === 'matrimonio') {
    const { conjuge1: c1, conjuge2: c2 } = body as MatrimonioBody;
    const same = c1.register_id && c2.register_id ? c1.register_id === c2.register_id : !c1.register_id && !c2.register_id && fold(c1.nome) === fold(c2.nome);
    if (same) throw invalidField(c2.register_id ? 'conjuge2.register_id' : 'conjuge2.nome', SACRAMENTOS_MSG.samePerson);
    // Each spouse's baptism (noted there, c. 1122): before the marriage, after their birth, not in the future.
    for (const [i, baptised] of [c1.data_batismo, c2.data_batismo].entries()) {
      const field = `conjuge${i + 1}.data_batismo`;
      if (!baptised) continue;
      if (baptised > day) throw invalidField(field, SACRAMENTOS_MSG.dateFuture);
      if (baptised > b.data) throw invalidField(field, SACRAMENTOS_MSG.baptismAfterMarriage);
      if (births[i] && baptised < births[i]!) throw invalidField(field, SACRAMENTOS_MSG.beforeBirth);
    }
  }
  // A godparent from the registers: of this parish, and 16 or older on the sacrament's day when the birth date is known.
  for (const { field, tooYoung } of GODPARENTS[kind]) {
    const id = b[field] as number | undefined;
    if (!id) continue;
    const godparent = people.get(id) ?? (await personInParish(db, paroquiaId, id));
    if (!godparent) throw invalidField(field, SACRAMENTOS_MSG.registerNotInParish);
    people.set(id, godparent);
    if (godparent.born_date && b.data < birthday(godparent.born_date, PADRINHO_IDADE_MINIMA)) throw invalidField(field, tooYoung);
  }
  return people;
}
