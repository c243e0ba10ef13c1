import { describe, expect, it } from 'vitest';
import { REGISTER_MSG } from '../../shared/schemas/registers';
import { acceptedFiles, isAttachmentFile, photoProblem, typeLabel } from './attachment-files';

const file = (name: string, type = '', size = 10) => ({ name, type, size });

describe('attachment files', () => {
  it('takes images, PDF, DOC/DOCX and XLS/XLSX by type or by extension', () => {
    for (const f of [
      file('a.pdf', 'application/pdf'),
      file('scan', 'image/jpeg'),
      file('b.DOCX'),
      file('c.xls', 'application/octet-stream'),
      file('d.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      file('e.doc'),
      file('f.webp'),
    ]) {
      expect(isAttachmentFile(f), f.name).toBe(true);
    }
  });

  it('leaves out everything else, SVG included', () => {
    for (const f of [file('a.txt', 'text/plain'), file('b.mp4', 'video/mp4'), file('c.zip', 'application/zip'), file('d.svg', 'image/svg+xml'), file('e')]) {
      expect(isAttachmentFile(f), f.name).toBe(false);
    }
  });

  it('adds only new accepted files', () => {
    const chosen = [file('a.pdf', 'application/pdf', 5)];
    const incoming = [
      file('a.pdf', 'application/pdf', 5),
      file('b.pdf', 'application/pdf', 7),
      file('b.pdf', 'application/pdf', 7),
      file('c.txt', 'text/plain'),
    ];
    expect(acceptedFiles(chosen, incoming).map((f) => f.name)).toEqual(['b.pdf']);
  });

  it('a photo must be an image up to 10 MB', () => {
    expect(photoProblem(file('eu.png', 'image/png'))).toBeNull();
    expect(photoProblem(file('eu.webp'))).toBeNull();
    expect(photoProblem(file('eu.pdf', 'application/pdf'))).toBe(REGISTER_MSG.photoNotImage);
    expect(photoProblem(file('eu.svg', 'image/svg+xml'))).toBe(REGISTER_MSG.photoNotImage);
    expect(photoProblem(file('eu.jpg', 'image/jpeg', 11 * 1024 * 1024))).toBe(REGISTER_MSG.photoTooLarge);
  });

  it('names stored types briefly', () => {
    expect(typeLabel('application/pdf')).toBe('PDF');
    expect(typeLabel('image/png')).toBe('Imagem');
    expect(typeLabel('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('XLSX');
  });
});
