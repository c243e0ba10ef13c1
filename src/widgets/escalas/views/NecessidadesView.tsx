import { DataFrame, fromQuery } from '../../../core/data';
import { Form, SubmitButton, TextField } from '../../../core/form';
import { pathTo } from '../../../core/paths';
import { Banner, EmptyState } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import type { Celebracao } from '../../../shared/schemas/agenda';
import { MAX_QUANTIDADE } from '../../../shared/schemas/escalas';
import type { MinisterioDetail } from '../api';
import { celebracaoName } from '../celebracoes';
import { useCelebracoes, useMinisterio } from '../queries';
import { FuncoesHead } from '../components/FuncoesHead';
import { TEXT } from '../text';
import { useNecessidadesForm } from '../useNecessidadesForm';
import { MinisterioMissing, NotManager } from './MinisterioFormView';
import { idOf, type ViewProps } from './types';

/** /escalas/ministerios/{id}/necessidades: how many of each position every celebration of the agenda needs (one date's change is made on the grid). */
export function NecessidadesView({ container, ministerioId }: ViewProps & { ministerioId?: string }) {
  const id = idOf(ministerioId);
  const ministerio = useMinisterio(id);
  const celebracoes = useCelebracoes();
  if (id === null) return <MinisterioMissing title={TEXT.needsTitle} />;
  return (
    <DataFrame
      state={fromQuery(ministerio)}
      loading={TEXT.loadingMinistry}
      failed={TEXT.ministryFailed}
      notFound={<MinisterioMissing title={TEXT.needsTitle} />}
      empty={<MinisterioMissing title={TEXT.needsTitle} />}
      isEmpty={(m) => m === null}
    >
      {(m) =>
        m!.pode_gerir ? (
          <DataFrame state={fromQuery(celebracoes)} loading="Carregando celebrações..." failed="Falha ao carregar as celebrações" empty={TEXT.noCelebrations}>
            {(list) => <Needs ministerio={m!} celebracoes={list} container={container} />}
          </DataFrame>
        ) : (
          <NotManager title={TEXT.needsTitle} />
        )
      }
    </DataFrame>
  );
}

function Needs({ ministerio, celebracoes, container }: ViewProps & { ministerio: MinisterioDetail; celebracoes: Celebracao[] }) {
  const f = useNecessidadesForm(ministerio, celebracoes);
  return (
    <section className="page" aria-labelledby="needs-title">
      <header className="page-head">
        <h1 id="needs-title">{`${TEXT.needsTitle}: ${ministerio.nome}`}</h1>
        <div className="head-actions">
          <ElementLink to={pathTo('/escalas', { query: { ministerio: ministerio.id } })} container={container} className="btn">
            {TEXT.roster}
          </ElementLink>
        </div>
      </header>
      <p className="muted">Quantas pessoas de cada função cada celebração da agenda precisa. Uma data diferente (uma festa) muda-se na escala do mês.</p>
      {f.failure && <Banner kind="error">{f.failure}</Banner>}
      {ministerio.funcoes.length === 0 ? (
        <EmptyState title={TEXT.funcoesRequired} />
      ) : (
        <Form form={f.form} onSubmit={f.onSubmit} className="card form" aria-labelledby="needs-title">
          <div className="grid-scroll">
            <table className="needs-table">
              <caption className="sr-only">Necessidades por celebração e função</caption>
              <FuncoesHead funcoes={ministerio.funcoes} />
              <tbody>
                {celebracoes.map((c, row) => (
                  <tr key={c.id}>
                    <th scope="row">{celebracaoName(c)}</th>
                    {ministerio.funcoes.map((fn, column) => (
                      <td key={fn.id} data-label={fn.nome}>
                        <TextField
                          name={`necessidades.${f.index(row, column)}.quantidade`}
                          label={<span className="sr-only">{TEXT.quantityOf(fn.nome, celebracaoName(c))}</span>}
                          type="number"
                          min={0}
                          max={MAX_QUANTIDADE}
                          inputMode="numeric"
                          className="quantity"
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="form-actions">
            <SubmitButton busy={f.form.formState.isSubmitting}>{TEXT.saveNeeds}</SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
