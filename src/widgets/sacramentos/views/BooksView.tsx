import { getConfig } from '../../../core/config';
import { formatDate, formatNumber } from '../../../core/format';
import { DataTable, ListFilters, ListFrame, SelectFilter, useLocalListController, type Column } from '../../../core/list';
import { useSession } from '../../../core/session/useSession';
import { EmptyState } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { can } from '../../../shared/roles';
import { SACRAMENTO_TIPOS, TERMOS_POR_FOLHA, type BookSummary } from '../../../shared/schemas/sacramentos';
import { OpenBooks } from '../components/OpenBooks';
import { booksQuery } from '../queries';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

const BOOK_LIST = { key: 'sacramentos-livros', filter: { tipo: '' }, perPage: 50, pageSizes: [50] };
const name = (b: BookSummary) => `${SACRAMENTO_TIPOS[b.tipo]}, livro ${b.livro}`;
const status = (b: BookSummary) =>
  b.aberto ? `Aberto desde ${formatDate(b.aberto_em!)}` : b.encerrado_em ? `Encerrado em ${formatDate(b.encerrado_em)}` : 'De papel (digitalizado)';

const columns = (container: ViewProps['container']): Column<BookSummary>[] => [
  { id: 'livro', header: 'Livro', rowHeader: true, cell: name },
  { id: 'situacao', header: 'Situação', cell: status },
  { id: 'registros', header: 'Registros', className: 'num', cell: (b) => formatNumber(b.registros) },
  { id: 'anulados', header: 'Anulados', className: 'num', cell: (b) => formatNumber(b.anulados) },
  { id: 'folhas', header: 'Folhas usadas', className: 'num', cell: (b) => formatNumber(b.folhas) },
  { id: 'ultimo', header: 'Último lançamento', cell: (b) => (b.registros ? `folha ${b.ultima_folha}, termo ${b.ultimo_termo}` : '—') },
  {
    id: 'periodo',
    header: 'Sacramentos de',
    cell: (b) => (b.primeira_data && b.ultima_data ? `${formatDate(b.primeira_data)} a ${formatDate(b.ultima_data)}` : '—'),
  },
  {
    id: 'acoes',
    header: 'Ações',
    cell: (b) => (
      <span className="row-actions">
        <ElementLink
          to={pathTo('/sacramentos', { query: { tipo: b.tipo, livro: b.livro } })}
          container={container}
          className="btn btn-small"
          label={`Registros: ${name(b)}`}
        >
          Registros
        </ElementLink>
        {b.registros > 0 && (
          <a
            className="btn btn-small"
            href={`${getConfig().apiBase}/api/sacramentos/${b.tipo}/livros/${b.livro}/pdf`}
            target="_blank"
            rel="noopener"
            aria-label={`Imprimir: ${name(b)}`}
          >
            Imprimir
          </a>
        )}
      </span>
    ),
  },
];

/**
 * /sacramentos/livros: each book of the parish, open, closed or of paper, and how far it is written
 * (entries, pages, the last numbers, the period); those who keep the books open and close them here.
 */
export function BooksView({ container }: ViewProps) {
  const writer = can(
    useSession((s) => s.user),
    'sacramentosWrite',
  );
  const list = useLocalListController({
    ...BOOK_LIST,
    query: booksQuery(),
    rows: (books, { filter }) => books.filter((b) => !filter.tipo || b.tipo === filter.tipo),
  });
  return (
    <section className="page list-view" aria-labelledby="books-title">
      <header className="page-head">
        <div>
          <h1 id="books-title">Livros de sacramentos</h1>
          <p className="muted">{`Os registros numerados pelo sistema vão para o livro aberto de cada tipo, ${TERMOS_POR_FOLHA} termos por folha; um livro encerrado não recebe novos registros.`}</p>
        </div>
        <ElementLink to={pathTo('/sacramentos')} container={container} className="btn">
          Registros
        </ElementLink>
      </header>
      {writer && <OpenBooks />}
      <ListFilters label="Filtro dos livros">
        <SelectFilter list={list} name="tipo" label="Tipo" all="Todos" options={SACRAMENTO_TIPOS} />
      </ListFilters>
      <ListFrame
        list={list}
        failed="Falha ao carregar os livros"
        loading="Carregando livros..."
        empty={<EmptyState title="Nenhum livro encontrado." description="Os livros aparecem com o primeiro registro lançado." />}
      >
        <DataTable list={list} columns={columns(container)} rowKey={(b) => `${b.tipo}-${b.livro}`} caption="Livros de sacramentos da paróquia" />
      </ListFrame>
    </section>
  );
}
