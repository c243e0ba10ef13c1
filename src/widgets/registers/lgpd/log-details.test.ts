import { describe, expect, it } from 'vitest';
import { describeDetails, registerLabel } from './log-details';

describe('describeDetails', () => {
  it('names a CSV export filter in Portuguese, choices by their label', () => {
    expect(describeDetails({ action: 'csv_export', details: { filter: { city: 'Campinas', race: 3, no_legal_basis: true } } })).toBe(
      'Filtros: cidade: Campinas, raça: Pardo, sem base legal',
    );
    expect(describeDetails({ action: 'csv_export', details: { filter: {} } })).toBe('Lista completa');
  });

  it('says what an edit, an upload, a download, an export, an anonymisation and a deletion did', () => {
    expect(describeDetails({ action: 'update', details: { photo: 'changed' } })).toBe('Foto trocada');
    expect(describeDetails({ action: 'update', details: {} })).toBe('');
    expect(describeDetails({ action: 'attachment_upload', details: { attachment_ids: [4, 5] } })).toBe('2 anexos');
    expect(describeDetails({ action: 'attachment_download', details: { attachment_id: 4 } })).toBe('Anexo nº 4');
    expect(describeDetails({ action: 'data_export', details: { files: 1 } })).toBe('1 arquivo');
    expect(describeDetails({ action: 'anonymise', details: { photo: true, attachments: 2 } })).toBe('Dados pessoais, foto e 2 anexos removidos');
    expect(describeDetails({ action: 'delete', details: { files: 0 } })).toBe('0 arquivos removidos');
  });

  it('names the import and its step', () => {
    expect(describeDetails({ action: 'import', details: { importacao: 12, etapa: 'importada' } })).toBe('Importação nº 12: importada');
    expect(describeDetails({ action: 'import', details: { importacao: 12, etapa: 'desfeita' } })).toBe('Importação nº 12: desfeita');
  });
});

describe('registerLabel', () => {
  it('the list for a CSV export, the current name, or the id of a deleted register', () => {
    expect(registerLabel({ register_id: null, register_name: null })).toBe('Lista de registros');
    expect(registerLabel({ register_id: 7, register_name: 'Pessoa anonimizada #7' })).toBe('Pessoa anonimizada #7');
    expect(registerLabel({ register_id: 8, register_name: null })).toBe('Registro nº 8 (excluído)');
  });
});
