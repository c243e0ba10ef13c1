import { Banner, ConfirmDialog, EmptyState, Spinner } from '../../../core/ui';
import { CATECHIST_PAGE_SIZES, CATECHIST_STATUS, CRISMA_MSG, SEARCH_MAX } from '../../../shared/schemas/crisma';
import { CatechistsTable } from '../components/CatechistsTable';
import { Field } from '../components/Field';
import { ElementLink } from '../../../core/ui/ElementLink';
import { Pager } from '../../../core/ui/Pager';
import { useCatechistList } from '../useCatechistList';
import type { ViewProps } from './types';

/** /catequistas/crisma: filters, the table, pages and the delete dialog. */
export function CatechistListView({ container }: ViewProps) {
  const { canWrite, filters: f, list, deletion } = useCatechistList();
  return (
    <section className="page" aria-labelledby="catechists-title">
      <header className="page-head">
        <h1 id="catechists-title">Catequistas de Crisma</h1>
        <div className="head-actions">
          <ElementLink to="/catequistas" container={container} className="btn">
            Voltar
          </ElementLink>
          {canWrite && (
            <ElementLink to="/catequistas/crisma/adicionar" container={container} className="btn btn-primary">
              Adicionar catequista
            </ElementLink>
          )}
        </div>
      </header>
      <form className="filters" role="search" aria-label="Filtros de catequistas" onSubmit={(e) => e.preventDefault()}>
        <Field label="Buscar por nome">
          {(a) => <input {...a} type="search" value={f.searchText} maxLength={SEARCH_MAX} placeholder="Nome do catequista" onChange={(e) => f.setSearchText(e.target.value)} />}
        </Field>
        <Field label="Status">
          {(a) => (
            <select {...a} value={f.status} onChange={(e) => f.setStatus(e.target.value)}>
              <option value="">Todos</option>
              {Object.entries(CATECHIST_STATUS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Comunidade">
          {(a) => (
            <select {...a} value={f.entId} onChange={(e) => f.setEntId(e.target.value)}>
              <option value="">Todas</option>
              {f.communities.map((c) => (
                <option key={c.ent_id} value={c.ent_id}>
                  {c.ent_name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Itens por página">
          {(a) => (
            <select {...a} value={f.limit} onChange={(e) => f.setLimit(Number(e.target.value))}>
              {CATECHIST_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="filter-actions">
          <button type="button" className="btn" onClick={f.clear} disabled={!f.active}>
            Limpar filtros
          </button>
        </div>
      </form>
      {list.error && <Banner kind="error">{list.error}</Banner>}
      {list.loading ? (
        <Spinner label="Carregando catequistas..." />
      ) : list.items.length === 0 ? (
        <EmptyState title={CRISMA_MSG.catechistsEmpty} />
      ) : (
        <div aria-busy={list.updating}>
          <CatechistsTable items={list.items} canWrite={canWrite} onDelete={deletion.ask} container={container} />
          <Pager page={list.page} lastPage={list.lastPage} total={list.total} onPage={list.setPage} />
        </div>
      )}
      <ConfirmDialog
        open={deletion.target !== null}
        title="Excluir catequista"
        danger
        busy={deletion.busy}
        confirmLabel={deletion.busy ? 'Excluindo...' : 'Excluir'}
        message={
          deletion.target && (
            <p>
              Excluir <strong>{deletion.target.nome}</strong> dos catequistas de Crisma? A pessoa continua nos registros.
            </p>
          )
        }
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </section>
  );
}
