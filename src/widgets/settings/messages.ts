import { MSG } from '../../shared/messages';

/** The settings screens' texts: the spec's strings exactly (shared ones come from MSG). */
export const TEXT = {
  ...MSG,
  photoRead: 'Erro ao ler arquivo',
  photoUpdated: 'Foto atualizada com sucesso',
  timezoneSaveFailed: 'Falha ao salvar timezone',
  timezoneRequired: 'Selecione um fuso horário',
} as const;
