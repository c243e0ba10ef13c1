import { apiUrl } from '../../../core/api/url';
import { month } from '../format';

/** The economato's read-only way into a parish's closed months: each one's balancete and prestação de contas (PDF). */
export function ClosedMonths({ paroquiaId, nome, meses }: { paroquiaId: number; nome: string; meses: string[] }) {
  if (!meses.length) return <span className="muted">Nenhum</span>;
  const pdf = (kind: 'balancete' | 'prestacao', mes: string) => apiUrl(`/api/diocese/paroquias/${paroquiaId}/${kind}`, { mes });
  return (
    <details>
      <summary>
        {meses.length} {meses.length === 1 ? 'mês fechado' : 'meses fechados'}
      </summary>
      <ul className="report-list">
        {meses.map((m) => (
          <li key={m}>
            {month(m)}:{' '}
            <a href={pdf('balancete', m)} download aria-label={`Balancete de ${month(m)}, ${nome} (PDF)`}>
              Balancete
            </a>{' '}
            ·{' '}
            <a href={pdf('prestacao', m)} download aria-label={`Prestação de contas de ${month(m)}, ${nome} (PDF)`}>
              Prestação de contas
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
