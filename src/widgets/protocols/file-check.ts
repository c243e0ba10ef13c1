import { PROTOCOL_FILE_MAX_BYTES, PROTOCOL_FILES_PER_UPLOAD, PROTOCOL_MSG } from '../../shared/schemas/protocols';

const ACCEPTED = new Set(['pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'csv']);
const VIDEO = new Set(['mp4', 'm4v', 'mov', 'avi', 'mkv', 'webm', 'wmv', 'flv', '3gp', 'mpg', 'mpeg', 'ogv', 'ts']);

type Picked = Pick<File, 'name' | 'size' | 'type'>;

const extension = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * The first check of chosen attachments, before anything is sent: type by name and declared type,
 * size, number. The server checks the content again (a video renamed to .pdf is refused there).
 */
export function checkAttachments<T extends Picked>(current: T[], picked: T[]): { files: T[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  for (const file of picked) {
    const ext = extension(file.name);
    if (file.type.startsWith('video/') || VIDEO.has(ext)) problems.push(PROTOCOL_MSG.fileVideo(file.name));
    else if (!ACCEPTED.has(ext)) problems.push(PROTOCOL_MSG.fileType(file.name));
    else if (file.size === 0) problems.push(PROTOCOL_MSG.fileEmpty(file.name));
    else if (file.size > PROTOCOL_FILE_MAX_BYTES) problems.push(PROTOCOL_MSG.fileTooLarge(file.name));
    else if (files.length >= PROTOCOL_FILES_PER_UPLOAD) problems.push(PROTOCOL_MSG.tooManyFiles);
    else if (!files.some((f) => f.name === file.name && f.size === file.size)) files.push(file);
  }
  return { files, problems: [...new Set(problems)] };
}
