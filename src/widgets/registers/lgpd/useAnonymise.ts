import { errorText } from '../../../core/api/errors';
import { anonymisedName, LGPD_MSG, PERSONAL_FIELDS, type PersonalField } from '../../../shared/schemas/lgpd';
import { useAnonymisePreview, useAnonymiseRegister } from './queries';

/** What the confirmation lists: the fields by their labels, the files, and what stays without identity. */
export function removalList(preview: { id: number; fields: string[]; photo: boolean; attachments: number }): string[] {
  const fields = preview.fields.map((f) =>
    f === 'name' ? `Nome (substituído por "${anonymisedName(preview.id)}")` : (PERSONAL_FIELDS[f as PersonalField] ?? f),
  );
  if (preview.photo) fields.push('Foto');
  if (preview.attachments) fields.push(preview.attachments === 1 ? '1 anexo (arquivo)' : `${preview.attachments} anexos (arquivos)`);
  return fields;
}

export function keptList(preview: { enrolments: number; catechist: boolean }): string[] {
  const kept = ['O registro de acessos'];
  if (preview.enrolments)
    kept.unshift(
      preview.enrolments === 1
        ? '1 matrícula em turma de Crisma (conta na turma, sem identificação)'
        : `${preview.enrolments} matrículas em turmas de Crisma (contam nas turmas, sem identificação)`,
    );
  if (preview.catechist) kept.unshift('O cadastro de catequista, inativo, sem identificação');
  return kept;
}

/** The anonymisation of register `id`: its preview (what goes, what stays) and the confirmed call. */
export function useAnonymise(id: number, onDone: (message: string) => void) {
  const preview = useAnonymisePreview(id);
  const run = useAnonymiseRegister(id);
  return {
    preview,
    confirm: () => run.mutate(undefined, { onSuccess: ({ message }) => onDone(message) }),
    busy: run.isPending,
    error: run.error ? `${LGPD_MSG.anonymiseFailed}: ${errorText(run.error)}` : null,
  };
}
