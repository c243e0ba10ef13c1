import { useState } from 'react';
import { failureText } from '../../../core/api/errors';
import { DataFrame, fromQuery } from '../../../core/data';
import { formatDate } from '../../../core/format';
import { pathTo } from '../../../core/paths';
import { Banner, EmptyState, PageHead, toast } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { PAPEIS, SOLICITACOES_MSG } from '../../../shared/schemas/solicitacoes';
import { FILES, type fetchCurso } from '../api';
import { useCurso, useSavePresencas } from '../queries';
import { idOf, type ViewProps } from './types';

type CursoDetail = NonNullable<Awaited<ReturnType<typeof fetchCurso>>>;

/** /solicitacoes/cursos/{id}: a course session's participants, their attendance (one tap each) and the course certificate of those present. */
export function CursoView({ container, cursoId }: ViewProps & { cursoId?: string }) {
  const id = idOf(cursoId) ?? 0;
  const query = useCurso(id);
  const missing = <EmptyState title={SOLICITACOES_MSG.cursoNotFound} />;
  return (
    <DataFrame
      state={fromQuery(query)}
      loading="Carregando turma..."
      failed="Falha ao carregar turma"
      notFound={missing}
      empty={missing}
      isEmpty={(c) => c === null}
    >
      {(curso) => curso && <Curso curso={curso} container={container} />}
    </DataFrame>
  );
}

function Curso({ curso, container }: ViewProps & { curso: CursoDetail }) {
  const save = useSavePresencas(curso.id);
  const [failure, setFailure] = useState<string | null>(null);
  async function mark(participante_id: number, presente: boolean) {
    setFailure(null);
    try {
      await save.mutateAsync([{ participante_id, presente }]);
      toast.success(SOLICITACOES_MSG.presencasSaved);
    } catch (error) {
      setFailure(failureText('Falha ao salvar presença', error));
    }
  }
  return (
    <section className="page" aria-labelledby="curso-title">
      <PageHead id="curso-title" title={`Curso de preparação — ${formatDate(curso.data)}, ${curso.hora}`}>
        <ElementLink to={pathTo('/solicitacoes/cursos')} container={container} className="btn">
          Voltar
        </ElementLink>
      </PageHead>
      {failure && (
        <Banner kind="error" onClose={() => setFailure(null)}>
          {failure}
        </Banner>
      )}
      {curso.participantes.length === 0 ? (
        <EmptyState title="Nenhum participante nesta turma." />
      ) : (
        <ul className="card mark-list">
          {curso.participantes.map((p) => (
            <li key={p.id}>
              <span id={`part-${p.id}`}>{`${p.nome} (${PAPEIS[p.papel]}, ${p.solicitacao_codigo})`}</span>
              <div className="mark-buttons" role="group" aria-labelledby={`part-${p.id}`}>
                <button
                  type="button"
                  className="btn btn-small"
                  aria-pressed={p.presente === true}
                  aria-label={`Presente: ${p.nome}`}
                  onClick={() => void mark(p.id, true)}
                >
                  Presente
                </button>
                <button
                  type="button"
                  className="btn btn-small"
                  aria-pressed={p.presente === false}
                  aria-label={`Ausente: ${p.nome}`}
                  onClick={() => void mark(p.id, false)}
                >
                  Ausente
                </button>
                {p.certificado && (
                  <a
                    className="btn btn-small"
                    href={FILES.certificado(curso.id, p.id)}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Certificado do curso: ${p.nome}`}
                  >
                    Certificado
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
