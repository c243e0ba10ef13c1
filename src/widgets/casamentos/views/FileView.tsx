import { useId, useState } from 'react';
import { DataFrame, fromQuery } from '../../../core/data';
import { formatDate } from '../../../core/format';
import { pathTo } from '../../../core/paths';
import { useUser } from '../../../core/session/SignedIn';
import { Banner, Tabs } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { can } from '../../../shared/roles';
import type { Casamento } from '../../../shared/schemas/casamentos';
import { CancelDialog } from '../components/CancelDialog';
import { CelebracaoTab } from '../components/CelebracaoTab';
import { DadosTab } from '../components/DadosTab';
import { DocumentosTab } from '../components/DocumentosTab';
import { EntrevistaTab } from '../components/EntrevistaTab';
import { EstadoBadge } from '../components/EstadoBadge';
import { PermissoesTab } from '../components/PermissoesTab';
import { ProclamasTab } from '../components/ProclamasTab';
import { useCasamento } from '../queries';
import { TEXT } from '../text';
import { useFileTab, type Aba } from '../useFileTab';
import { useHabilitar } from '../useFileActions';
import { idOf, type ViewProps } from './types';

/** /casamentos/{id}: the file in tabs (the tab kept in the address, ?aba=documentos), its state and what it still lacks. */
export function FileView({ container, processoId }: ViewProps & { processoId?: string }) {
  const id = idOf(processoId);
  return id === null ? <Missing container={container} /> : <LoadedFile id={id} container={container} />;
}

function LoadedFile({ id, container }: ViewProps & { id: number }) {
  const file = useCasamento(id);
  return (
    <DataFrame
      state={fromQuery(file)}
      loading={TEXT.loadingFile}
      failed={TEXT.fileFailed}
      notFound={<Missing container={container} />}
      empty={<Missing container={container} />}
      isEmpty={(c) => c === null}
    >
      {(c) => <File casamento={c!} container={container} />}
    </DataFrame>
  );
}

/** A file open for changes: not yet celebrated, archived or cancelled. */
const isOpen = (c: Casamento) => !['celebrado', 'arquivado', 'cancelado'].includes(c.estado);

function File({ casamento: c, container }: ViewProps & { casamento: Casamento }) {
  const writer = can(useUser(), 'casamentosWrite');
  const tabs = (Object.entries(TEXT.tabs) as [Aba, string][])
    .filter(([value]) => value !== 'entrevista' || c.pode_ver_entrevista)
    .map(([value, label]) => ({ value, label }));
  const [aba, setAba] = useFileTab(tabs.map((t) => t.value));
  const panelId = useId();
  const [cancelling, setCancelling] = useState(false);
  const habilitar = useHabilitar(c.id);
  const write = writer && isOpen(c);
  return (
    <article className="page" aria-labelledby="file-title">
      <header className="page-head">
        <div>
          <h1 id="file-title">
            {TEXT.fileTitle(c.nome)} <EstadoBadge estado={c.estado} />
          </h1>
          {c.data_prevista && (
            <p className="muted">{`${formatDate(c.data_prevista)}${c.hora_prevista ? `, ${c.hora_prevista}` : ''}${c.ent_name ? ` — ${c.ent_name}` : ''}`}</p>
          )}
        </div>
        <div className="head-actions">
          {write && ['aberto', 'documentacao', 'proclamas'].includes(c.estado) && (
            <button type="button" className="btn btn-primary" disabled={habilitar.busy} onClick={habilitar.run}>
              {habilitar.busy ? TEXT.habilitando : TEXT.habilitar}
            </button>
          )}
          {write && (
            <button type="button" className="btn btn-danger-outline" onClick={() => setCancelling(true)}>
              {TEXT.cancel}
            </button>
          )}
          <ElementLink to={pathTo('/casamentos')} container={container} className="btn">
            {TEXT.backToList}
          </ElementLink>
        </div>
      </header>
      {c.estado === 'cancelado' && <Banner kind="error">{TEXT.cancelledBanner(c.motivo_cancelamento)}</Banner>}
      {c.avisos.map((a) => (
        <Banner key={a} kind="error">
          {a}
        </Banner>
      ))}
      {isOpen(c) && c.estado !== 'habilitado' && c.faltando.length > 0 && (
        <details className="card missing" open={c.faltando.length <= 4}>
          <summary>{TEXT.missingTitle(c.faltando.length)}</summary>
          <ul>
            {c.faltando.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </details>
      )}
      <Tabs tabs={tabs} value={aba} onChange={setAba} panelId={panelId} label={TEXT.tabsLabel} />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${aba}`} className="tab-panel">
        {aba === 'dados' ? (
          <DadosTab casamento={c} write={write} container={container} />
        ) : aba === 'documentos' ? (
          <DocumentosTab casamento={c} write={write} />
        ) : aba === 'entrevista' ? (
          <EntrevistaTab casamento={c} write={write} />
        ) : aba === 'proclamas' ? (
          <ProclamasTab casamento={c} write={write} />
        ) : aba === 'permissoes' ? (
          <PermissoesTab casamento={c} write={write} />
        ) : (
          <CelebracaoTab casamento={c} write={writer} container={container} />
        )}
      </div>
      {cancelling && <CancelDialog id={c.id} onClose={() => setCancelling(false)} />}
    </article>
  );
}

function Missing({ container }: ViewProps) {
  return (
    <section className="page" aria-labelledby="file-missing-title">
      <h1 id="file-missing-title">{TEXT.listTitle}</h1>
      <Banner kind="error">{TEXT.notFound}</Banner>
      <p>
        <ElementLink to={pathTo('/casamentos')} container={container} className="btn">
          {TEXT.backToList}
        </ElementLink>
      </p>
    </section>
  );
}
