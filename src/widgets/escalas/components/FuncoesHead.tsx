import type { Funcao } from '../../../shared/schemas/escalas';

/** The header of a table of celebrations by position: 'Celebração', then a column for each position. */
export function FuncoesHead({ funcoes }: { funcoes: Funcao[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">Celebração</th>
        {funcoes.map((f) => (
          <th scope="col" key={f.id}>
            {f.nome}
          </th>
        ))}
      </tr>
    </thead>
  );
}
