import { describe, expect, it } from 'vitest';
import type { Register } from '../../shared/schemas/registers';
import { afterSavePath, registerFormData, savedMessage, valuesOf } from './form-values';

describe('register form values', () => {
  it('turns a register into text values and back into the multipart body', () => {
    const register = {
      id: 3,
      name: 'Ana',
      phone: '19987654321',
      cpf: '52998224725',
      civil_status: 2,
      familly_qntd: 0,
      email: null,
      status: '1',
    } as unknown as Register;
    const values = valuesOf(register);
    expect(values).toEqual(
      expect.objectContaining({ name: 'Ana', cpf: '52998224725', civil_status: '2', familly_qntd: '0', email: '', status: '1', race: '' }),
    );
    const photo = new File(['x'], 'eu.png', { type: 'image/png' });
    const body = registerFormData(values, { photo, update: true, removePhoto: false });
    expect(body.get('_method')).toBe('PUT');
    expect(body.get('civil_status')).toBe('2');
    expect(body.get('email')).toBe('');
    expect((body.get('photo') as File).name).toBe('eu.png');
    expect(body.has('remove_photo')).toBe(false);
    expect(body.has('paroquia_id')).toBe(false);
    expect(registerFormData(values, { removePhoto: true }).get('remove_photo')).toBe('1');
    expect(registerFormData(values).has('_method')).toBe(false);
  });

  it('says how many attachments were sent with the save', () => {
    expect(savedMessage('created', 2)).toBe('Registro criado com sucesso! 2 anexos enviados.');
    expect(savedMessage('updated', 1)).toBe('Registro atualizado com sucesso! 1 anexo enviado.');
    expect(savedMessage('created', 0)).toBe('Registro criado com sucesso! Nenhum anexo enviado.');
    expect(afterSavePath('created', 0, 'Falha ao enviar anexos')).toBe(
      '/registros?success=Registro+criado+com+sucesso%21+Nenhum+anexo+enviado.&error=Falha+ao+enviar+anexos',
    );
  });
});
