import { describe, expect, it } from 'vitest';
import { CROP_OUTPUT, PHOTO_ACCEPT, photoFileError } from './photo-file';

describe('photoFileError', () => {
  it('accepts JPEG, PNG and WEBP', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(photoFileError({ type, name: 'x' })).toBeNull();
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });
  it('refuses anything else with the spec message', () => {
    expect(photoFileError({ type: 'image/gif', name: 'a.gif' })).toBe('Formato inválido. Use JPG, PNG ou WEBP.');
    expect(photoFileError({ type: 'application/pdf', name: 'a.pdf' })).toBe('Formato inválido. Use JPG, PNG ou WEBP.');
    expect(photoFileError({ type: '', name: 'notes.txt' })).toBe('Formato inválido. Use JPG, PNG ou WEBP.');
  });
  it('falls back to the extension when the system gives no type', () => {
    expect(photoFileError({ type: '', name: 'Foto.WEBP' })).toBeNull();
    expect(photoFileError({ type: '', name: 'foto.jpeg' })).toBeNull();
  });
  it('exports a square JPEG at quality 0.92', () => {
    expect(CROP_OUTPUT).toEqual({ size: 512, type: 'image/jpeg', quality: 0.92, background: '#ffffff' });
  });
});
