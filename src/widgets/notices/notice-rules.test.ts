import { describe, expect, it } from 'vitest';
import { NOTICES_MSG } from '../../shared/schemas/notices';
import { attachmentError, attachmentKind, importanceLabel, isoToWallTime, isScheduled, sentAt, wallTimeToIso } from './notice-rules';

const MB = 1024 * 1024;

describe('attachmentError', () => {
  it('accepts images and PDF by type or extension, up to 5 MB', () => {
    for (const [name, type] of [
      ['foto.jpg', 'image/jpeg'],
      ['foto.JPEG', ''],
      ['cartaz.png', 'image/png'],
      ['animacao.gif', 'image/gif'],
      ['imagem.webp', 'image/webp'],
      ['desenho.svg', 'image/svg+xml'],
      ['folheto.pdf', 'application/pdf'],
      ['sem-extensao', 'application/pdf'],
    ]) {
      expect(attachmentError({ name, type, size: 5 * MB }), name).toBeNull();
    }
  });

  it('refuses other types and anything over 5 MB with the spec texts', () => {
    expect(attachmentError({ name: 'planilha.xlsx', type: 'application/vnd.ms-excel', size: 10 })).toBe(NOTICES_MSG.attachmentType);
    expect(attachmentError({ name: 'video.mp4', type: 'video/mp4', size: 10 })).toBe(NOTICES_MSG.attachmentType);
    expect(attachmentError({ name: 'pagina.html', type: 'text/html', size: 10 })).toBe(NOTICES_MSG.attachmentType);
    expect(attachmentError({ name: 'foto.png', type: 'image/png', size: 5 * MB + 1 })).toBe(NOTICES_MSG.attachmentSize);
    expect(NOTICES_MSG.attachmentType).toBe('Tipo de arquivo inválido. Permitidos: imagens e PDF.');
    expect(NOTICES_MSG.attachmentSize).toBe('Arquivo muito grande. Máximo 5MB.');
  });
});

describe('notice display rules', () => {
  const notice = { send_at: null, created_at: '2026-03-01T12:00:00.000Z' };

  it("'Enviado em' is the scheduled time, or when it was written", () => {
    expect(sentAt(notice)).toBe('2026-03-01T12:00:00.000Z');
    expect(sentAt({ ...notice, send_at: '2026-03-05T22:00:00.000Z' })).toBe('2026-03-05T22:00:00.000Z');
  });

  it('a notice is scheduled while its time is ahead', () => {
    const now = Date.parse('2026-03-02T00:00:00Z');
    expect(isScheduled({ send_at: '2026-03-02T00:00:01Z' }, now)).toBe(true);
    expect(isScheduled({ send_at: '2026-03-01T23:59:59Z' }, now)).toBe(false);
    expect(isScheduled({ send_at: null }, now)).toBe(false);
  });

  it('names importance 0, 1, 2 as the spec does', () => {
    expect([0, 1, 2].map(importanceLabel)).toEqual(['Normal', 'Médio', 'Alto']);
  });

  it('previews PDFs as a link and everything else as an image', () => {
    expect(attachmentKind('/uploads/feed/abc.pdf')).toBe('pdf');
    expect(attachmentKind('/uploads/feed/abc.svg')).toBe('image');
    expect(attachmentKind(null)).toBeNull();
  });
});

describe('scheduling in the user’s time zone', () => {
  it('reads the picker’s wall time in the zone and shows an instant back in it', () => {
    expect(wallTimeToIso('2026-05-01T19:30', 'America/Sao_Paulo')).toBe('2026-05-01T22:30:00.000Z');
    expect(wallTimeToIso('2026-05-01T19:30', 'America/Manaus')).toBe('2026-05-01T23:30:00.000Z');
    expect(isoToWallTime('2026-05-01T22:30:00.000Z', 'America/Sao_Paulo')).toBe('2026-05-01T19:30');
    expect(isoToWallTime(null, 'America/Sao_Paulo')).toBe('');
    expect(wallTimeToIso('', 'America/Sao_Paulo')).toBe('');
  });

  it('follows daylight saving where a zone has it', () => {
    expect(wallTimeToIso('2026-07-01T12:00', 'Europe/Lisbon')).toBe('2026-07-01T11:00:00.000Z');
    expect(wallTimeToIso('2026-01-15T12:00', 'Europe/Lisbon')).toBe('2026-01-15T12:00:00.000Z');
    expect(isoToWallTime('2026-07-01T11:00:00.000Z', 'Europe/Lisbon')).toBe('2026-07-01T12:00');
  });
});
