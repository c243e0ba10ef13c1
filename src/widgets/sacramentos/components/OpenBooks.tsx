import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../core/format';
import { ConfirmDialog } from '../../../core/ui';
import { SACRAMENTO_TIPO_LIST, SACRAMENTO_TIPOS, type BookSummary, type SacramentoTipo } from '../../../shared/schemas/sacramentos';
import { closeBook, openBook } from '../api';
import { booksQuery } from '../queries';
import { useWrite } from '../useRecordActions';

/**
 * Each kind's open book, where the system numbers new entries, for those who keep the books: 'Encerrar
 * livro' (asked first: a closed book takes no new entry) or, with none open, 'Abrir novo livro'.
 */
export function OpenBooks() {
  const books = useQuery(booksQuery());
  const open = useWrite((tipo: SacramentoTipo) => openBook(tipo));
  const close = useWrite((book: BookSummary) => closeBook(book.tipo, book.livro));
  const [closing, setClosing] = useState<BookSummary | null>(null);
  if (!books.data) return null;
  return (
    <section className="card" aria-labelledby="open-books-title">
      <h2 id="open-books-title">Livros abertos</h2>
      {open.error && (
        <p className="field-error" role="alert">
          {open.error}
        </p>
      )}
      <ul className="open-books">
        {SACRAMENTO_TIPO_LIST.map((tipo) => {
          const book = books.data.find((b) => b.tipo === tipo && b.aberto);
          return (
            <li key={tipo}>
              <span>
                <strong>{SACRAMENTO_TIPOS[tipo]}:</strong> {book ? `livro nº ${book.livro}, aberto em ${formatDate(book.aberto_em!)}` : 'nenhum livro aberto'}
              </span>
              {book ? (
                <button type="button" className="btn btn-small" onClick={() => setClosing(book)}>
                  {`Encerrar o livro nº ${book.livro}`}
                </button>
              ) : (
                <button type="button" className="btn btn-small btn-primary" disabled={open.busy} onClick={() => void open.go(tipo)}>
                  {`Abrir novo livro de ${SACRAMENTO_TIPOS[tipo]}`}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={closing !== null}
        title="Encerrar livro"
        danger
        busy={close.busy}
        confirmLabel={close.busy ? 'Encerrando...' : 'Encerrar livro'}
        onConfirm={() => closing && void close.go(closing).then((ok) => ok && setClosing(null))}
        onCancel={() => {
          close.reset();
          setClosing(null);
        }}
        message={
          closing && (
            <>
              <p>{`O livro nº ${closing.livro} de ${SACRAMENTO_TIPOS[closing.tipo]} é encerrado hoje e não recebe novos registros. Para os próximos, abra um novo livro.`}</p>
              {close.error && (
                <p className="field-error" role="alert">
                  {close.error}
                </p>
              )}
            </>
          )
        }
      />
    </section>
  );
}
