import { MSG } from '../../shared/messages';

/** The settings screens' texts, word for word what parishes know (shared ones come from MSG). */
export const TEXT = {
  ...MSG,
  photoUpdated: 'Foto atualizada com sucesso',
  timezoneSaveFailed: 'Falha ao salvar timezone',
  timezoneRequired: 'Selecione um fuso horário',
} as const;
