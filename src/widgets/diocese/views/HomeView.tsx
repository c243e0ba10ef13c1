import { DataFrame, fromQuery } from '../../../core/data';
import { formatNumber } from '../../../core/format';
import { pathTo } from '../../../core/paths';
import { useUser } from '../../../core/session/SignedIn';
import { NumCell, NumHeads, PageHead } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { can, type Capability } from '../../../shared/roles';
import { DIOCESE_MSG, type Diocese, type ParoquiaSituacao } from '../../../shared/schemas/diocese';
import { formatCents } from '../../../shared/money';
import { month } from '../format';
import { ClosedMonths } from '../components/ClosedMonths';
import { useDiocese, useSituacao } from '../queries';
import { DIOCESE_TEXT } from '../text';
import type { ViewProps } from './types';

/** The offices' screens, each shown to whoever may open it. */
const TILES: { to: string; label: string; hint: string; capability: Capability }[] = [
  { to: pathTo('/diocese/peticoes'), label: 'Pedidos das paróquias', hint: 'Responder com decreto ou pedir documentos', capability: 'dioceseChancery' },
  { to: pathTo('/diocese/batismos'), label: 'Busca de batismos', hint: 'Onde esta pessoa foi batizada?', capability: 'dioceseChancery' },
  { to: pathTo('/diocese/estatisticas'), label: 'Estatísticas do ano', hint: 'Sacramentos por paróquia, CSV e PDF', capability: 'dioceseStats' },
  { to: pathTo('/diocese/duplicatas'), label: 'Duplicatas dos livros', hint: 'Recebidas e faltando por ano', capability: 'dioceseChancery' },
];

/**
 * /diocese, the offices' home: the diocese, its screens, and its parishes — for the economato with each one's
 * closing and share (late ones first, as the server orders them), for the chancery with the pároco or 'Vacante'.
 */
export function HomeView({ container }: ViewProps) {
  const user = useUser();
  const economato = can(user, 'dioceseEconomato');
  const diocese = useDiocese();
  const situacao = useSituacao(economato);
  return (
    <section className="page" aria-labelledby="diocese-title">
      <PageHead id="diocese-title" title={diocese.data?.nome ?? 'Diocese'} />
      <DataFrame state={fromQuery(diocese)} loading="Carregando a diocese..." failed={DIOCESE_TEXT.homeFailed} notFound={DIOCESE_MSG.noDiocese}>
        {(d) => (
          <>
            <DioceseCard diocese={d} />
            <nav className="card" aria-label="Serviços da Cúria">
              <ul className="quick-links">
                {TILES.filter((t) => can(user, t.capability)).map((t) => (
                  <li key={t.to}>
                    <ElementLink to={t.to} container={container} className="link-tile">
                      <strong>{t.label}</strong>
                      <span className="muted">{t.hint}</span>
                    </ElementLink>
                  </li>
                ))}
              </ul>
            </nav>
            {!economato && <Parishes diocese={d} />}
          </>
        )}
      </DataFrame>
      {economato && (
        <DataFrame state={fromQuery(situacao)} loading="Carregando as paróquias..." failed={DIOCESE_TEXT.situationFailed} empty={DIOCESE_MSG.paroquiasEmpty}>
          {(list) => <Situation list={list} />}
        </DataFrame>
      )}
    </section>
  );
}

function DioceseCard({ diocese: d }: { diocese: Diocese }) {
  return (
    <section className="card" aria-label="Dados da diocese">
      <p>
        {[d.endereco, d.cidade && d.uf ? `${d.cidade}/${d.uf}` : d.cidade].filter(Boolean).join(' — ')}
        {d.bispo_nome && <span className="muted small">Bispo diocesano: {d.bispo_nome}</span>}
        {d.chanceler_nome && <span className="muted small">Chanceler: {d.chanceler_nome}</span>}
      </p>
      <p className="muted">{formatNumber(d.paroquias.length)} paróquia(s) no portal.</p>
    </section>
  );
}

function Parishes({ diocese: d }: { diocese: Diocese }) {
  return (
    <section className="card" aria-labelledby="parishes-title">
      <h2 id="parishes-title">{DIOCESE_TEXT.parishesTitle}</h2>
      <ul className="report-list">
        {d.paroquias.map((p) => (
          <li key={p.id}>
            <strong>{p.nome}</strong> —{' '}
            {p.vacante ? <span className="badge badge-warn">{DIOCESE_TEXT.vacant}</span> : (p.paroco_nome ?? 'Pároco não informado')}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each parish's closing and share: the last closed month, months late, due, paid and open; each closed month's reports. */
function Situation({ list }: { list: ParoquiaSituacao[] }) {
  return (
    <section className="card" aria-labelledby="situation-title">
      <h2 id="situation-title">{DIOCESE_TEXT.situationTitle}</h2>
      <p className="muted small">{DIOCESE_TEXT.situationHint}</p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Tabela das paróquias">
        <table className="report-table">
          <caption className="sr-only">Fechamento do mês e repasse à diocese por paróquia</caption>
          <thead>
            <tr>
              <th scope="col">Paróquia</th>
              <th scope="col">Último mês fechado</th>
              <th scope="col">Situação</th>
              <th scope="col">Relatórios (PDF)</th>
              <NumHeads labels={['Devido', 'Pago', 'Em aberto']} />
            </tr>
          </thead>
          <tbody>
            {list.map((p) => (
              <tr key={p.paroquia_id} data-late={p.atrasada_fechamento || p.atrasada_repasse ? 'true' : undefined}>
                <th scope="row">
                  {p.nome}
                  {p.vacante && <span className="badge badge-warn">{DIOCESE_TEXT.vacant}</span>}
                </th>
                <td>{p.ultimo_mes_fechado ? month(p.ultimo_mes_fechado) : 'Nenhum'}</td>
                <td>
                  {p.atrasada_fechamento && (
                    <span className="badge badge-danger">
                      {DIOCESE_TEXT.lateClosing} ({p.meses_em_atraso} {p.meses_em_atraso === 1 ? 'mês' : 'meses'})
                    </span>
                  )}
                  {p.atrasada_repasse && <span className="badge badge-warn">{DIOCESE_TEXT.lateShare}</span>}
                  {!p.atrasada_fechamento && !p.atrasada_repasse && <span className="badge badge-ok">{DIOCESE_TEXT.upToDate}</span>}
                </td>
                <td>
                  <ClosedMonths paroquiaId={p.paroquia_id} nome={p.nome} meses={p.meses_fechados} />
                </td>
                <NumCell label="Devido">{formatCents(p.devido_centavos)}</NumCell>
                <NumCell label="Pago">{formatCents(p.pago_centavos)}</NumCell>
                <NumCell label="Em aberto">{formatCents(p.em_aberto_centavos)}</NumCell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
