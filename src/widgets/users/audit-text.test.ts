import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/users';
import { auditText } from './audit-text';

const entry = (acao: AuditEntry['acao'], detalhe: AuditEntry['detalhe']): AuditEntry => ({
  id: 1,
  acao,
  detalhe,
  autor: 'Maria',
  autor_id: 1,
  em: '2026-01-01T00:00:00Z',
});

describe('auditText', () => {
  it('says each change in words, roles by their names', () => {
    expect(auditText(entry('regras', { antes: [14], depois: [11, 14] }))).toBe('Funções alteradas: de Dizimista para Tesoureiro, Dizimista');
    expect(auditText(entry('criada', { regras: [1] }))).toBe('Conta criada com as funções Administrador Geral');
    expect(auditText(entry('dados', { campos: ['nome', 'register_id'] }))).toBe('Dados alterados: nome, vínculo com o registro');
    expect(auditText(entry('convite', { email: 'a@b.org' }))).toBe('Link para escolher a senha enviado para a@b.org');
    expect(auditText(entry('senha_redefinida', { temporaria: true }))).toBe('Senha redefinida: senha temporária, trocada no próximo acesso');
    expect(auditText(entry('senha_redefinida', { por: 'link' }))).toBe('Senha redefinida pelo link enviado por e-mail');
    expect(auditText(entry('bloqueada', null))).toBe('Conta bloqueada');
  });
});
