import { useState } from 'react';
import { unplacedText } from '../../../core/form';
import { formatDate } from '../../../core/format';
import { ConfirmDialog, toast } from '../../../core/ui';
import { SACRAMENTO_TIPO_LIST, SACRAMENTO_TIPOS, type BookSummary } from '../../../shared/schemas/sacramentos';
import { useBooks, useCloseBook, useOpenBook } from '../queries';

/** A book's opening or closing that failed, in the user's words. */
const failed = (error: unknown) => unplacedText(error, [], 'Falha ao salvar');
const said = ({ message }: { message: string }) => toast.success(message);

/**
 * Each kind's open book, where the system numbers new entries, for those who keep the books: 'Encerrar
 * livro' (asked first: a closed book takes no new entry) or, with none open, 'Abrir novo livro'.
 */
export function OpenBooks() {
  const books = useBooks();
  const open = useOpenBook();
  const close = useCloseBook();
  const [closing, setClosing] = useState<BookSummary | null>(null);
  if (!books.data) return null;
  return (
    <section className="card" aria-labelledby="open-books-title">
      <h2 id="open-books-title">Livros abertos</h2>
      {open.error && (
        <p className="field-error" role="alert">
          {failed(open.error)}
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
                <button type="button" className="btn btn-small btn-primary" disabled={open.isPending} onClick={() => open.mutate(tipo, { onSuccess: said })}>
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
        busy={close.isPending}
        confirmLabel={close.isPending ? 'Encerrando...' : 'Encerrar livro'}
        onConfirm={() => closing && close.mutate(closing, { onSuccess: (answer) => (said(answer), setClosing(null)) })}
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
                  {failed(close.error)}
                </p>
              )}
            </>
          )
        }
      />
    </section>
  );
}
