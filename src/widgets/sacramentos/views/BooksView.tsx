import { getConfig } from '../../../core/config';
import { formatDate, formatNumber } from '../../../core/format';
import { DataTable, ListFilters, ListFrame, SelectFilter, useLocalListController, type Column } from '../../../core/list';
import { EmptyState } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { SACRAMENTO_TIPOS, TERMOS_POR_FOLHA, type BookSummary } from '../../../shared/schemas/sacramentos';
import { booksQuery } from '../queries';
import type { ViewProps } from './types';

const BOOK_LIST = { key: 'sacramentos-livros', filter: { tipo: '' }, perPage: 50, pageSizes: [50] };
const name = (b: BookSummary) => `${SACRAMENTO_TIPOS[b.tipo]}, livro ${b.livro}`;

const columns = (container: ViewProps['container']): Column<BookSummary>[] => [
  { id: 'livro', header: 'Livro', rowHeader: true, cell: name },
  { id: 'registros', header: 'Registros', className: 'num', cell: (b) => formatNumber(b.registros) },
  { id: 'anulados', header: 'Anulados', className: 'num', cell: (b) => formatNumber(b.anulados) },
  { id: 'folhas', header: 'Folhas usadas', className: 'num', cell: (b) => formatNumber(b.folhas) },
  { id: 'ultimo', header: 'Último lançamento', cell: (b) => `folha ${b.ultima_folha}, termo ${b.ultimo_termo}` },
  { id: 'periodo', header: 'Período', cell: (b) => `${formatDate(b.primeira_data)} a ${formatDate(b.ultima_data)}` },
  {
    id: 'acoes',
    header: 'Ações',
    cell: (b) => (
      <span className="row-actions">
        <ElementLink to={`/sacramentos?tipo=${b.tipo}&livro=${b.livro}`} container={container} className="btn btn-small" label={`Registros: ${name(b)}`}>
          Registros
        </ElementLink>
        <a className="btn btn-small" href={`${getConfig().apiBase}/api/sacramentos/${b.tipo}/livros/${b.livro}/pdf`} target="_blank" rel="noopener" aria-label={`Imprimir: ${name(b)}`}>
          Imprimir
        </a>
      </span>
    ),
  },
];

/** /sacramentos/livros: each book of the parish and how far it is written (entries, pages, the last numbers, the period). */
export function BooksView({ container }: ViewProps) {
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
          <p className="muted">{`Na numeração automática, o livro é o ano e cada folha recebe ${TERMOS_POR_FOLHA} termos.`}</p>
        </div>
        <ElementLink to="/sacramentos" container={container} className="btn">
          Registros
        </ElementLink>
      </header>
      <ListFilters label="Filtro dos livros">
        <SelectFilter list={list} name="tipo" label="Tipo" all="Todos" options={SACRAMENTO_TIPOS} />
      </ListFilters>
      <ListFrame list={list} failed="Falha ao carregar os livros" loading="Carregando livros..." empty={<EmptyState title="Nenhum livro encontrado." description="Os livros aparecem com o primeiro registro lançado." />}>
        <DataTable list={list} columns={columns(container)} rowKey={(b) => `${b.tipo}-${b.livro}`} caption="Livros de sacramentos da paróquia" />
      </ListFrame>
    </section>
  );
}
