import { roleName } from '../../shared/roles';
import { AUDIT_ACTION, type AuditEntry } from '../../shared/schemas/users';

const FIELD_NAMES: Record<string, string> = { nome: 'nome', usuario: 'usuário', email: 'e-mail', register_id: 'vínculo com o registro' };
const roles = (ids: unknown) => (Array.isArray(ids) ? ids.map((id) => roleName(Number(id))).join(', ') || 'nenhuma' : '');

/** An audit entry in words: 'Funções alteradas: de Dizimista para Tesoureiro, Dizimista'. */
export function auditText(entry: AuditEntry): string {
  const d = entry.detalhe ?? {};
  const label = AUDIT_ACTION[entry.acao];
  switch (entry.acao) {
    case 'criada':
      return Array.isArray(d.regras) ? `${label} com as funções ${roles(d.regras)}` : label;
    case 'regras':
      return `${label}: de ${roles(d.antes)} para ${roles(d.depois)}`;
    case 'dados':
      return Array.isArray(d.campos) ? `${label}: ${d.campos.map((c) => FIELD_NAMES[String(c)] ?? String(c)).join(', ')}` : label;
    case 'convite':
      return typeof d.email === 'string' ? `${label} para ${d.email}` : label;
    case 'senha_redefinida':
      return d.temporaria ? `${label}: senha temporária, trocada no próximo acesso` : d.por === 'link' ? `${label} pelo link enviado por e-mail` : label;
    default:
      return label;
  }
}
