import { apiUrl } from '../../../core/api/url';
import { DataFrame, fromQuery } from '../../../core/data';
import { formatDateTime, formatNumber } from '../../../core/format';
import { NumCell, NumHeads, PageHead } from '../../../core/ui';
import { DIOCESE_MSG, LIVROS_DUPLICATA, type Duplicata, type DuplicatasArquivo } from '../../../shared/schemas/diocese';
import { YearSelect } from '../components/YearSelect';
import { useDuplicatas } from '../queries';
import { DIOCESE_TEXT } from '../text';
import { useMarkReceived } from '../useMarkReceived';
import { useYears } from '../useYears';

/** /diocese/duplicatas: the diocesan archive's year — the duplicates the parishes sent (marked received once checked) and the books missing. */
export function DuplicatesView() {
  const years = useYears();
  const duplicatas = useDuplicatas(years.ano);
  return (
    <section className="page" aria-labelledby="duplicates-title">
      <PageHead id="duplicates-title" title={DIOCESE_TEXT.duplicatesTitle} />
      <div className="card field-row diocese-actions">
        <YearSelect years={years} />
      </div>
      <DataFrame state={fromQuery(duplicatas)} loading="Carregando duplicatas..." failed={DIOCESE_TEXT.duplicatesFailed}>
        {(a) => (
          <>
            <Missing archive={a} />
            <Received archive={a} />
          </>
        )}
      </DataFrame>
    </section>
  );
}

function Missing({ archive: a }: { archive: DuplicatasArquivo['data'] }) {
  return (
    <section className="card" aria-labelledby="missing-title">
      <h2 id="missing-title">
        {DIOCESE_TEXT.missingTitle} ({a.ano})
      </h2>
      {a.faltando.length === 0 ? (
        <p className="muted">{DIOCESE_TEXT.missingNone}</p>
      ) : (
        <ul className="report-list">
          {a.faltando.map((f) => (
            <li key={f.paroquia_id}>
              <strong>{f.paroquia_nome}</strong>: {f.livros.map((l) => LIVROS_DUPLICATA[l]).join(', ')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Received({ archive: a }: { archive: DuplicatasArquivo['data'] }) {
  const mark = useMarkReceived();
  return (
    <section className="card" aria-labelledby="received-title">
      <h2 id="received-title">Duplicatas enviadas ({a.ano})</h2>
      {a.duplicatas.length === 0 ? (
        <p className="muted">{DIOCESE_MSG.duplicatasEmpty}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Tabela das duplicatas">
          <table className="report-table">
            <caption className="sr-only">Duplicatas dos livros de {a.ano}</caption>
            <thead>
              <tr>
                <th scope="col">Paróquia</th>
                <th scope="col">Livro</th>
                <NumHeads labels={['Registros']} />
                <th scope="col">Enviada</th>
                <th scope="col">Arquivo</th>
              </tr>
            </thead>
            <tbody>
              {a.duplicatas.map((d) => (
                <tr key={d.id}>
                  <th scope="row">{d.paroquia_nome}</th>
                  <td>
                    <a href={apiUrl(d.url)} target="_blank" rel="noopener" aria-label={`PDF: ${LIVROS_DUPLICATA[d.livro]}, ${d.paroquia_nome}`}>
                      {LIVROS_DUPLICATA[d.livro]}
                    </a>
                  </td>
                  <NumCell label="Registros">{formatNumber(d.registros)}</NumCell>
                  <td>
                    {formatDateTime(d.enviada_em)} <span className="muted small">{d.enviada_por_nome}</span>
                  </td>
                  <td>
                    <ReceivedCell duplicata={d} mark={mark} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ReceivedCell({ duplicata: d, mark }: { duplicata: Duplicata; mark: ReturnType<typeof useMarkReceived> }) {
  if (d.recebida_em) return <span className="badge badge-ok">{`${DIOCESE_TEXT.received} em ${formatDateTime(d.recebida_em)}`}</span>;
  return (
    <button
      type="button"
      className="btn btn-small"
      disabled={mark.busy === d.id}
      onClick={() => mark.mark(d.id)}
      aria-label={`${DIOCESE_TEXT.markReceived}: ${LIVROS_DUPLICATA[d.livro]}, ${d.paroquia_nome}`}
    >
      {DIOCESE_TEXT.markReceived}
    </button>
  );
}
