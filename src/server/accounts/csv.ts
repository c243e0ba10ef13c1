import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { roleName } from '../../shared/roles';
import { ACCOUNT_STATUS, type AccountSummary } from '../../shared/schemas/users';
import { BOM, csvLine } from '../registers/csv';

/** The accounts' CSV: roles by name, the last sign-in in the parish's time. */
export function accountsCsv(rows: AccountSummary[], zone: string): string {
  const head = ['Nome', 'Usuário', 'E-mail', 'Funções', 'Situação', 'Último acesso'];
  const when = (iso: string | null) => (iso ? format(new TZDate(iso, zone), 'dd/MM/yyyy HH:mm') : '');
  return (
    BOM +
    csvLine(head) +
    rows.map((a) => csvLine([a.nome, a.usuario, a.email ?? '', a.regras.map(roleName).join(', '), ACCOUNT_STATUS[a.status], when(a.ultimo_acesso)])).join('')
  );
}
