import { useId, useState } from 'react';
import { DataFrame, fromQuery } from '../../../core/data';
import { formatDate } from '../../../core/format';
import { ElementLink } from '../../../core/ui/ElementLink';
import { useConcludedClasses } from '../queries';
import { pathTo } from '../../../core/paths';

/**
 * The Crisma tab's 'Lançar turma concluída': the parish's concluded (Crismada) classes, asked for when opened,
 * each a link to the screen that puts its students into the book.
 */
export function ConcludedClasses({ container }: { container?: HTMLElement | ShadowRoot }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const classes = useConcludedClasses(open);
  return (
    <div className="concluded">
      <button type="button" className="btn" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Lançar turma concluída
      </button>
      <section id={panelId} className="card" hidden={!open} aria-labelledby={`${panelId}-title`}>
        <h2 id={`${panelId}-title`}>Turmas de Crisma concluídas</h2>
        <p className="muted small">
          Escolha a turma: cada aluno ainda fora do livro recebe um registro numerado, com anotação no batismo quando batizado aqui.
        </p>
        {open && (
          <DataFrame
            state={fromQuery(classes)}
            loading="Carregando turmas..."
            failed="Falha ao carregar as turmas"
            empty={<p>Nenhuma turma de Crisma concluída (status Crismada).</p>}
          >
            {(concluded) => (
              <ul className="concluded-list">
                {concluded.map((c) => (
                  <li key={c.id}>
                    <ElementLink to={pathTo('/sacramentos/crisma/turma/{id}', { id: c.id })} container={container}>
                      {c.turma}
                    </ElementLink>{' '}
                    <span className="muted small">
                      {`${c.alunos_count} ${c.alunos_count === 1 ? 'aluno' : 'alunos'}`}
                      {c.termino ? `, término em ${formatDate(c.termino)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </DataFrame>
        )}
      </section>
    </div>
  );
}
