import { ACCESS_ACTION, type AccessLogEntry } from '../../../shared/schemas/lgpd';
import { CIVIL_STATUS, RACE, WORK_STATE } from '../../../shared/schemas/registers';

const FILTER_LABELS: Record<string, string> = {
  q: 'busca',
  civil_status: 'estado civil',
  work_state: 'trabalho',
  race: 'raça',
  city: 'cidade',
  home_situation: 'bairro',
  no_legal_basis: 'sem base legal',
};
const CHOICES: Record<string, Record<number, string>> = { civil_status: CIVIL_STATUS, work_state: WORK_STATE, race: RACE };

/** The steps of an import the log records (src/server/imports). */
const IMPORT_STEPS: Record<string, string> = {
  envio: 'planilha enviada',
  validacao: 'linhas conferidas',
  importada: 'importada',
  desfeita: 'desfeita',
  cancelada: 'cancelada',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an entry did, in a few Portuguese words (the table's 'Detalhes' column). */
export function describeDetails(entry: Pick<AccessLogEntry, 'action' | 'details'>): string {
  const d = entry.details as Record<string, unknown>;
  switch (entry.action) {
    case 'csv_export': {
      const filter = (d.filter ?? {}) as Record<string, unknown>;
      const parts = Object.entries(filter).map(([key, value]) => {
        const shown = value === true ? '' : `: ${CHOICES[key]?.[Number(value)] ?? String(value)}`;
        return `${FILTER_LABELS[key] ?? key}${shown}`;
      });
      return parts.length ? `Filtros: ${parts.join(', ')}` : 'Lista completa';
    }
    case 'update':
      return d.photo === 'changed' ? 'Foto trocada' : d.photo === 'removed' ? 'Foto removida' : '';
    case 'create':
      return d.photo ? 'Com foto' : '';
    case 'attachment_upload':
      return Array.isArray(d.attachment_ids) ? plural(d.attachment_ids.length, 'anexo', 'anexos') : '';
    case 'attachment_delete':
    case 'attachment_download':
      return typeof d.attachment_id === 'number' ? `Anexo nº ${d.attachment_id}` : '';
    case 'data_export':
      return typeof d.files === 'number' ? plural(d.files, 'arquivo', 'arquivos') : '';
    case 'anonymise':
      return typeof d.attachments === 'number' ? `Dados pessoais, ${d.photo ? 'foto e ' : ''}${plural(d.attachments, 'anexo', 'anexos')} removidos` : '';
    case 'delete':
      return typeof d.files === 'number' ? plural(d.files, 'arquivo removido', 'arquivos removidos') : '';
    case 'import':
      return typeof d.importacao === 'number' ? `Importação nº ${d.importacao}: ${IMPORT_STEPS[String(d.etapa)] ?? String(d.etapa)}` : '';
    default:
      return '';
  }
}

/** The register an entry is about, as the table shows it. */
export function registerLabel(entry: Pick<AccessLogEntry, 'register_id' | 'register_name'>): string {
  if (entry.register_id === null) return 'Lista de registros';
  return entry.register_name ?? `Registro nº ${entry.register_id} (excluído)`;
}

export const actionLabel = (action: AccessLogEntry['action']) => ACCESS_ACTION[action];
