import { ApiError } from '../../core/api/errors';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_FILE_MAX_BYTES, PROTOCOL_MSG } from '../../shared/schemas/protocols';
import { checkAttachments } from './file-check';
import { canDelete, protocolStages } from './stages';
import { refusedUpload, uploadedFiles } from './upload';

const file = (name: string, size = 100, type = '') => ({ name, size, type });

describe('checkAttachments', () => {
  it('keeps the accepted kinds and refuses videos, other kinds, empty and > 10 MB files with the texts the server uses', () => {
    const { files, problems } = checkAttachments(
      [],
      [
        file('a.pdf'),
        file('foto.JPG'),
        file('planilha.xlsx'),
        file('notas.txt'),
        file('filme.mp4'),
        file('filme.pdf', 100, 'video/mp4'),
        file('app.exe'),
        file('vazio.csv', 0),
        file('grande.pdf', PROTOCOL_FILE_MAX_BYTES + 1),
      ],
    );
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'foto.JPG', 'planilha.xlsx', 'notas.txt']);
    expect(problems).toEqual([
      PROTOCOL_MSG.fileVideo('filme.mp4'),
      PROTOCOL_MSG.fileVideo('filme.pdf'),
      PROTOCOL_MSG.fileType('app.exe'),
      PROTOCOL_MSG.fileEmpty('vazio.csv'),
      PROTOCOL_MSG.fileTooLarge('grande.pdf'),
    ]);
  });

  it('accepts exactly 10 MB, ignores the same file chosen twice and stops at 10 files', () => {
    const first = checkAttachments([], [file('limite.pdf', PROTOCOL_FILE_MAX_BYTES)]);
    expect(first.files).toHaveLength(1);
    expect(checkAttachments(first.files, [file('limite.pdf', PROTOCOL_FILE_MAX_BYTES)]).files).toHaveLength(1);
    const many = checkAttachments(
      [],
      Array.from({ length: 12 }, (_, i) => file(`${i}.pdf`)),
    );
    expect(many.files).toHaveLength(10);
    expect(many.problems).toEqual([PROTOCOL_MSG.tooManyFiles]);
  });
});

describe('protocolStages', () => {
  const base = { created_at: '2026-03-01T12:00:00.000Z', status_changed_at: null };
  it('pending: Envio done, Avaliação administrativa under way, Finalizado to come', () => {
    expect(protocolStages({ ...base, status: 0 }).map((s) => [s.label, s.state, s.note])).toEqual([
      ['Envio', 'done', null],
      ['Avaliação administrativa', 'current', 'Em análise'],
      ['Finalizado', 'todo', null],
    ]);
  });

  it('approved, rejected or cancelled complete the last stage with the outcome', () => {
    for (const [status, note] of [
      [1, 'Aprovado'],
      [2, 'Rejeitado'],
      [3, 'Cancelado'],
    ] as const) {
      const stages = protocolStages({ ...base, status, status_changed_at: '2026-03-02T12:00:00.000Z' });
      expect(stages.map((s) => s.state)).toEqual(['done', 'done', 'done']);
      expect(stages[2]).toMatchObject({ note, at: '2026-03-02T12:00:00.000Z' });
    }
  });
});

describe('canDelete', () => {
  it('is true until the deadline the server stated, false from then on', () => {
    const p = { created_at: '2026-03-01T12:00:00.000Z', deletable_until: '2026-03-02T12:00:00.000Z' };
    expect(canDelete(p, Date.parse('2026-03-02T11:59:59Z'))).toBe(true);
    expect(canDelete(p, Date.parse('2026-03-02T12:00:00Z'))).toBe(false);
  });
});

describe('upload answers', () => {
  it("a refused upload reads 'Falha ao anexar arquivos (HTTP n)', then the server's reason", () => {
    const text = (status: number, body: unknown) => refusedUpload(new ApiError(status, body)).message;
    expect(text(422, { message: 'x', errors: { files: ['O arquivo "a.pdf" é um vídeo: vídeos não são aceitos.'] } })).toBe(
      'Falha ao anexar arquivos (HTTP 422) - files: O arquivo "a.pdf" é um vídeo: vídeos não são aceitos.',
    );
    expect(text(502, '<html><title>Bad Gateway</title></html>')).toBe('Falha ao anexar arquivos (HTTP 502) - Bad Gateway');
    expect(text(500, null)).toBe('Falha ao anexar arquivos (HTTP 500)');
  });

  it("an unreadable success answer is 'Falha ao processar resposta do upload'", () => {
    expect(uploadedFiles({ files: [] })).toEqual([]);
    expect(() => uploadedFiles('<html>')).toThrow(PROTOCOL_MSG.uploadResponseFailed);
    expect(() => uploadedFiles(null)).toThrow(PROTOCOL_MSG.uploadResponseFailed);
  });
});
