import { useEffect, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatDate } from '../../../core/format';
import { DataTable, ListFrame, TextFilter, useListController, type Column } from '../../../core/list';
import type { SacramentoRecord } from '../../../shared/schemas/sacramentos';
import { bookRef } from '../kinds';
import { recordsQuery, useRecord } from '../queries';
import { StatusBadge } from './StatusBadge';

const ENTRY = 'batismo_registro_id';
/** A baptism elsewhere: a parish of the portal, or one typed. It and an entry of this book exclude each other. */
const ELSEWHERE = ['paroquia_batismo_id', 'paroquia_batismo', 'paroquia_batismo_cidade', 'paroquia_batismo_diocese'];
/** The baptism's book, page and number: the chosen entry's, or typed. */
const NUMBERS = ['batismo_livro', 'batismo_folha', 'batismo_termo'];

/**
 * The confirmed's baptism entry in this parish's book (c. 535 §2: noted there at once), searched by name as
 * the books' list searches. Choosing one clears the parish elsewhere and fills the baptism's numbers and date
 * from it; a parish elsewhere picked or typed, or other numbers typed, drop it.
 */
export function BaptismEntryPicker() {
  const { setValue, watch } = useFormContext();
  const id = useWatch({ name: ENTRY }) as string;
  const entry = useRecord('batismo', id ? Number(id) : null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = (name: string, value: string) => setValue(name, value, { shouldDirty: true });
  const choose = (r: SacramentoRecord) => {
    set(ENTRY, String(r.id));
    for (const name of ELSEWHERE) set(name, '');
    set('batismo_livro', String(r.livro));
    set('batismo_folha', String(r.folha));
    set('batismo_termo', String(r.termo));
    set('data_batismo', r.data);
    setOpen(false);
  };

  // The reverse, on what the user changes (setValue's changes carry no event type).
  useEffect(() => {
    const watching = watch((values, { name, type }) => {
      if (type !== 'change' || !name || !values[ENTRY] || !values[name] || ![...ELSEWHERE, ...NUMBERS].includes(name)) return;
      setValue(ENTRY, '', { shouldDirty: true });
      // The numbers were this book's: a parish elsewhere has its own.
      if (ELSEWHERE.includes(name)) for (const n of NUMBERS) setValue(n, '', { shouldDirty: true });
    });
    return () => watching.unsubscribe();
  }, [watch, setValue]);

  const found = entry.data;
  return (
    <fieldset className="field-group">
      <legend>Registro de batismo nesta paróquia</legend>
      <p className="muted small">
        Se foi batizado(a) aqui, escolha o registro no livro de batismo: a crisma é anotada nele na hora (c. 535 §2). Se foi em outra paróquia, deixe sem
        registro e informe a paróquia.
      </p>
      <div className="person-link">
        <span role="status">
          {!id
            ? 'Nenhum registro desta paróquia escolhido.'
            : found
              ? `Registro escolhido: ${found.nome}, ${bookRef(found)} (batismo em ${formatDate(found.data)}).`
              : `Registro de batismo nº ${id}.`}
        </span>
        {id && (
          <button type="button" className="btn btn-small" onClick={() => NUMBERS.concat(ENTRY).forEach((n) => set(n, ''))}>
            Desvincular
          </button>
        )}
        <button type="button" className="btn btn-small" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? 'Fechar busca' : 'Buscar no livro de batismo'}
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && <EntrySearch chosenId={id ? Number(id) : null} onPick={choose} />}
      </div>
    </fieldset>
  );
}

const SEARCH = { key: 'crisma-batismo', filter: { q: '' }, typed: ['q'] as const, debounceMs: 300, perPage: 10, pageSizes: [10], inAddress: false };

/** This parish's baptism book on the list kit, searched by name or parents; an annulled entry cannot be chosen. */
function EntrySearch({ chosenId, onPick }: { chosenId: number | null; onPick: (r: SacramentoRecord) => void }) {
  const list = useListController({
    ...SEARCH,
    query: ({ filter, page, perPage }) => recordsQuery('batismo', { q: filter.q.trim() || undefined, page, limit: perPage }),
  });
  const columns: Column<SacramentoRecord>[] = [
    { id: 'numero', header: 'Livro/folha/termo', className: 'num', cell: (r) => `${r.livro}/${r.folha}/${r.termo}` },
    { id: 'nome', header: 'Nome', rowHeader: true, cell: (r) => r.nome },
    { id: 'data', header: 'Data do batismo', cell: (r) => formatDate(r.data) },
    { id: 'pais', header: 'Pais', cell: (r) => [r.pai, r.mae].filter(Boolean).join(' e ') || '—' },
    {
      id: 'acoes',
      header: 'Ações',
      cell: (r) =>
        r.anulado ? (
          <StatusBadge annulled />
        ) : (
          <button
            type="button"
            className={`btn btn-small${r.id === chosenId ? ' btn-primary' : ''}`}
            aria-pressed={r.id === chosenId}
            aria-label={`Escolher: ${r.nome}, ${bookRef(r)}`}
            onClick={() => onPick(r)}
          >
            Escolher
          </button>
        ),
    },
  ];
  return (
    <>
      <TextFilter list={list} name="q" label="Buscar no livro de batismo" placeholder="Nome ou pais" maxLength={100} />
      <ListFrame list={list} failed="Falha ao carregar registros" loading="Carregando registros..." empty="Nenhum registro encontrado.">
        <DataTable list={list} columns={columns} caption="Livro de batismo desta paróquia" onOpen={(r) => !r.anulado && onPick(r)} />
      </ListFrame>
    </>
  );
}
