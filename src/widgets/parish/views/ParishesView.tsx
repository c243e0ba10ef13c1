import { useState } from 'react';
import { formatDate, formatNumber } from '../../../core/format';
import { DataTable, ListFilters, ListFrame, PageSizeField, TextFilter, useListController, USUAL_PAGES, pageQuery, type Column } from '../../../core/list';
import { useSession } from '../../../core/session/useSession';
import { PARISHES_MSG, type ParishSummary } from '../../../shared/schemas/parishes';
import { NewParishForm } from '../components/NewParishForm';
import { parishesQuery } from '../queries';
import { useActAs } from '../useActAs';
import { PageHead } from '../../../core/ui';

const PARISH_LIST = { key: 'paroquias', filter: { q: '' }, typed: ['q'] as const, debounceMs: 300, ...USUAL_PAGES };

function columns(current: number | undefined, act: ReturnType<typeof useActAs>): Column<ParishSummary>[] {
  return [
    { id: 'nome', header: 'Paróquia', rowHeader: true, cell: (p) => p.nome },
    { id: 'diocese', header: 'Diocese', cell: (p) => p.diocese ?? '—' },
    { id: 'cidade', header: 'Cidade', cell: (p) => [p.cidade, p.uf].filter(Boolean).join('/') || '—' },
    { id: 'contas', header: 'Contas', className: 'num', cell: (p) => formatNumber(p.contas) },
    { id: 'criada', header: 'Criada em', cell: (p) => formatDate(p.criada_em) },
    {
      id: 'acoes',
      header: 'Ações',
      cell: (p) =>
        p.id === current ? (
          <span className="badge">Atual</span>
        ) : (
          <button type="button" className="btn btn-small" disabled={act.busy} onClick={() => void act.go(p.id)} aria-label={`Atuar na ${p.nome}`}>
            Atuar nesta paróquia
          </button>
        ),
    },
  ];
}

/**
 * /paroquias (role 111): the parishes of this instance, a new one with its first administrator, and acting
 * as any of them (the header shows it, with the way back).
 */
export function ParishesView() {
  const current = useSession((s) => s.user?.paroquia?.id);
  const act = useActAs();
  const [creating, setCreating] = useState(false);
  const list = useListController({
    ...PARISH_LIST,
    query: (state) => parishesQuery(pageQuery(state)),
  });
  return (
    <section className="page list-view" aria-labelledby="parishes-title">
      <PageHead id="parishes-title" title="Paróquias">
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          Nova paróquia
        </button>
      </PageHead>
      <p className="muted">As paróquias desta instalação. Cada uma vê só os próprios dados; como Administrador do Sistema, você pode atuar em qualquer uma.</p>
      <ListFilters label="Filtros das paróquias" clear={list}>
        <TextFilter list={list} name="q" label="Buscar" placeholder="Nome, diocese ou cidade" maxLength={100} />
        <PageSizeField list={list} />
      </ListFilters>
      <ListFrame list={list} failed="Falha ao carregar as paróquias" loading="Carregando paróquias..." empty={PARISHES_MSG.listEmpty}>
        <DataTable list={list} columns={columns(current, act)} caption="Paróquias desta instalação" />
      </ListFrame>
      {creating && <NewParishForm onClose={() => setCreating(false)} />}
    </section>
  );
}
