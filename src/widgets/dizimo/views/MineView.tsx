import { DataFrame, fromQuery } from '../../../core/data';
import { Banner, NumCell, PageHead } from '../../../core/ui';
import { DIZIMO_MSG, METHODS, SITUACAO, type Method } from '../../../shared/schemas/dizimo';
import type { MyTitheAnswer } from '../api';
import { apiUrl, competence, day, formatCents } from '../format';
import { useMine } from '../queries';
import { PixCode } from './PixCode';

/** /dizimo/meu (role 14): my card, my contributions with their receipts, and my own BR Code (its txid names my card). */
export function MineView() {
  const mine = useMine();
  return (
    <DataFrame
      state={fromQuery(mine)}
      loading="Carregando..."
      failed="Falha ao carregar seu dízimo"
      notFound={
        <section className="page">
          <h1>Meu dízimo</h1>
          <Banner kind="info">{DIZIMO_MSG.notTither}</Banner>
        </section>
      }
    >
      {(data) => <Mine mine={data} />}
    </DataFrame>
  );
}

function Mine({ mine }: { mine: MyTitheAnswer }) {
  const { dizimista: t, contribuicoes, pix } = mine;
  return (
    <section className="page" aria-labelledby="mine-title">
      <PageHead id="mine-title" title="Meu dízimo" />
      <div className="report-grid">
        <section className="card" aria-labelledby="card-title">
          <h2 id="card-title">Meu carnê</h2>
          <dl className="facts">
            <div>
              <dt>Carnê</dt>
              <dd>{t.numero_carne}</dd>
            </div>
            <div>
              <dt>Desde</dt>
              <dd>{day(t.desde)}</dd>
            </div>
            <div>
              <dt>Situação</dt>
              <dd>{SITUACAO[t.situacao]}</dd>
            </div>
            <div>
              <dt>Última competência</dt>
              <dd>{competence(t.ultima_competencia)}</dd>
            </div>
          </dl>
        </section>
        <section className="card" aria-labelledby="pix-title">
          <h2 id="pix-title">Meu PIX do dízimo</h2>
          {pix ? <PixCode payload={pix.payload} /> : <p className="muted">{DIZIMO_MSG.pixMissing}</p>}
        </section>
      </div>
      <section className="card" aria-labelledby="my-contributions-title">
        <h2 id="my-contributions-title">Minhas contribuições</h2>
        {contribuicoes.length === 0 ? (
          <p className="muted">{DIZIMO_MSG.contributionsEmpty}</p>
        ) : (
          <table>
            <caption className="sr-only">Minhas contribuições, da mais recente</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Competência</th>
                <th scope="col">Forma</th>
                <th scope="col" className="num">
                  Valor
                </th>
                <th scope="col">Recibo</th>
              </tr>
            </thead>
            <tbody>
              {contribuicoes.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{day(c.data)}</th>
                  <td data-label="Competência">{competence(c.competencia)}</td>
                  <td data-label="Forma">{METHODS[c.metodo as Method] ?? c.metodo}</td>
                  <NumCell label="Valor">
                    {formatCents(c.valor_centavos)}
                    {c.estornada && <span className="badge badge-warn">Estornada</span>}
                    {c.estorno_data && (
                      <span className="muted small">
                        Estornada em {day(c.estorno_data)}: {c.estorno_motivo}
                      </span>
                    )}
                  </NumCell>
                  <td data-label="Recibo">
                    {c.recibo_numero ? (
                      <a href={apiUrl(`/api/dizimo/meu/recibos/${c.id}`)} download aria-label={`Baixar recibo ${c.recibo_numero}`}>
                        {c.recibo_numero}
                      </a>
                    ) : (
                      'Estorno'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}
