import { useState } from 'react';
import { DataFrame, fromQuery } from '../../../core/data';
import { ModalForm, SelectField, TextField } from '../../../core/form';
import { DataTable, ListFilters, ListFrame, TextFilter, useLocalListController, type Column } from '../../../core/list';
import { pathTo } from '../../../core/paths';
import { PeoplePicker } from '../../../core/people/PeoplePicker';
import { DeleteDialog, EmptyState, toast } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { FAMILIA_MODOS, MAX_VEZES_POR_MES, type Membro } from '../../../shared/schemas/escalas';
import { searchFold } from '../../../shared/search-fold';
import type { MinisterioDetail } from '../api';
import { membrosQuery, useCelebracoes, useDeleteMembro, useMinisterio } from '../queries';
import { celebracaoName } from '../celebracoes';
import { TEXT } from '../text';
import { useMembroForm } from '../useMembroForm';
import { MinisterioMissing, NotManager } from './MinisterioFormView';
import { idOf, type ViewProps } from './types';

/** /escalas/ministerios/{id}/membros: who serves in the ministry, what each fills, their preferences and counts. */
export function MembrosView({ container, ministerioId }: ViewProps & { ministerioId?: string }) {
  const id = idOf(ministerioId);
  const ministerio = useMinisterio(id);
  if (id === null) return <MinisterioMissing title={TEXT.membersTitle} />;
  return (
    <DataFrame
      state={fromQuery(ministerio)}
      loading={TEXT.loadingMinistry}
      failed={TEXT.ministryFailed}
      notFound={<MinisterioMissing title={TEXT.membersTitle} />}
      empty={<MinisterioMissing title={TEXT.membersTitle} />}
      isEmpty={(m) => m === null}
    >
      {(m) => (m!.pode_gerir ? <Members ministerio={m!} container={container} /> : <NotManager title={TEXT.membersTitle} />)}
    </DataFrame>
  );
}

const MEMBER_LIST = { key: 'membros', filter: { q: '' }, typed: ['q'] as const, debounceMs: 200, perPage: 50, pageSizes: [50, 100] };

function Members({ ministerio, container }: ViewProps & { ministerio: MinisterioDetail }) {
  const [editing, setEditing] = useState<Membro | 'new' | null>(null);
  const list = useLocalListController({
    ...MEMBER_LIST,
    query: membrosQuery(ministerio.id),
    rows: (items, { filter }) => items.filter((m) => searchFold(m.nome).includes(searchFold(filter.q.trim()))),
  });
  const deletion = useDeleteMembro(ministerio.id, { deleted: TEXT.membroDeleted, report: (kind, text) => toast[kind](text) });
  const funcao = (id: number) => ministerio.funcoes.find((f) => f.id === id)?.nome ?? '';
  const columns: Column<Membro>[] = [
    { id: 'nome', header: TEXT.name, rowHeader: true, cell: (m) => m.nome },
    { id: 'funcoes', header: TEXT.positions, cell: (m) => (m.funcoes.length ? m.funcoes.map(funcao).join(', ') : 'Todas') },
    { id: 'conta', header: 'Conta', cell: (m) => m.user_nome ?? '—' },
    { id: 'menor', header: 'Menor', cell: (m) => (m.menor ? 'Sim' : 'Não') },
    { id: 'vezes', header: 'Vezes por mês', className: 'num', cell: (m) => m.preferencias.vezes_por_mes ?? '—' },
    { id: 'mes', header: TEXT.thisMonth, className: 'num', cell: (m) => m.contagem.mes },
    { id: 'tres', header: TEXT.lastThree, className: 'num', cell: (m) => m.contagem.tres_meses },
    {
      id: 'acoes',
      header: 'Ações',
      cell: (m) => (
        <span className="row-actions">
          <button type="button" className="btn btn-small" aria-label={`${TEXT.edit}: ${m.nome}`} onClick={() => setEditing(m)}>
            {TEXT.edit}
          </button>
          <button type="button" className="btn btn-small btn-danger-outline" aria-label={`${TEXT.remove}: ${m.nome}`} onClick={() => deletion.ask(m)}>
            {TEXT.remove}
          </button>
        </span>
      ),
    },
  ];
  return (
    <section className="page list-view" aria-labelledby="members-title">
      <header className="page-head">
        <h1 id="members-title">{`${TEXT.membersTitle}: ${ministerio.nome}`}</h1>
        <div className="head-actions">
          <ElementLink to={pathTo('/escalas', { query: { ministerio: ministerio.id } })} container={container} className="btn">
            {TEXT.roster}
          </ElementLink>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            {TEXT.addMember}
          </button>
        </div>
      </header>
      <ListFilters label="Filtro dos membros" clear={list}>
        <TextFilter list={list} name="q" label="Buscar" placeholder="Nome" maxLength={100} />
      </ListFilters>
      <ListFrame list={list} failed={TEXT.membersFailed} loading={TEXT.loadingMembers} empty={<EmptyState title={TEXT.membrosEmpty} />}>
        <DataTable list={list} columns={columns} rowKey={(m) => m.id} caption={`Membros de ${ministerio.nome}`} onOpen={setEditing} />
      </ListFrame>
      {editing && <MembroModal ministerio={ministerio} membro={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteDialog deletion={deletion} title="Remover membro" message={(m) => TEXT.confirmDeleteMember(m.nome)} />
    </section>
  );
}

function MembroModal({ ministerio, membro, onClose }: { ministerio: MinisterioDetail; membro: Membro | null; onClose: () => void }) {
  const f = useMembroForm(ministerio.id, membro, onClose);
  const masses = useCelebracoes();
  return (
    <ModalForm
      title={membro ? `${TEXT.editMember}: ${membro.nome}` : TEXT.addMember}
      submit={TEXT.save}
      controller={f}
      onClose={onClose}
      className="form member-form"
    >
      {!membro && (
        <>
          <PeoplePicker
            picker={f.picker}
            label={TEXT.person}
            action={{ label: 'Escolher', onPick: f.pick }}
            chosenId={f.person?.id ?? null}
            error={f.form.formState.errors.register_id?.message}
          />
          <p className="muted" role="status">
            {f.person ? `Escolhida: ${f.person.name}` : TEXT.registerRequired}
          </p>
        </>
      )}
      <fieldset className="field-group">
        <legend>{TEXT.account}</legend>
        <div className="chosen-account">
          <p className="muted" role="status">{`Conta escolhida: ${f.account?.name ?? TEXT.noAccount}`}</p>
          {f.account && (
            <button type="button" className="btn btn-small" onClick={() => f.chooseAccount(null)}>
              {TEXT.noAccountButton}
            </button>
          )}
        </div>
        <PeoplePicker
          picker={f.accounts}
          label={TEXT.findAccount}
          action={{ label: TEXT.chooseAccount, onPick: f.chooseAccount }}
          chosenId={f.account?.id ?? null}
          error={f.form.formState.errors.user_id?.message}
        />
      </fieldset>
      <fieldset className="field-group">
        <legend>{TEXT.canFill}</legend>
        <p className="muted small">{TEXT.canFillHint}</p>
        {ministerio.funcoes.map((fn) => (
          <label key={fn.id} className="check">
            <input type="checkbox" value={String(fn.id)} {...f.form.register('funcoes')} />
            {fn.nome}
          </label>
        ))}
      </fieldset>
      <label className="check">
        <input type="checkbox" {...f.form.register('menor')} />
        {TEXT.minor}
      </label>
      <div className="field-row">
        <TextField name="familia" label={TEXT.family} hint={TEXT.familyHint} maxLength={80} />
        <SelectField name="preferencias.familia" label={TEXT.familyMode} empty="Tanto faz" options={FAMILIA_MODOS} />
        <TextField name="preferencias.vezes_por_mes" label={TEXT.timesPerMonth} type="number" min={1} max={MAX_VEZES_POR_MES} inputMode="numeric" />
      </div>
      <fieldset className="field-group">
        <legend>{TEXT.preferredMasses}</legend>
        {(masses.data ?? []).map((c) => (
          <label key={c.id} className="check">
            <input type="checkbox" value={String(c.id)} {...f.form.register('preferencias.celebracoes_preferidas')} />
            {celebracaoName(c)}
          </label>
        ))}
      </fieldset>
    </ModalForm>
  );
}
