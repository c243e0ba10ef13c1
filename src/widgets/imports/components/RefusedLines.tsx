import type { Refusal } from '../../../shared/schemas/imports';

/** Lines shown at once; the rest are counted. */
const SHOWN = 200;

/** The refused lines, each with its line in the file and why. */
export function RefusedLines({ refused }: { refused: Refusal[] }) {
  if (!refused.length) return null;
  return (
    <>
      <ul className="refused-lines" aria-label="Linhas recusadas">
        {refused.slice(0, SHOWN).map((r) => (
          <li key={r.linha}>
            <strong>Linha {r.linha}</strong>: {r.motivo}
          </li>
        ))}
      </ul>
      {refused.length > SHOWN && <p className="muted small">E mais {(refused.length - SHOWN).toLocaleString('pt-BR')} linhas recusadas.</p>}
    </>
  );
}
