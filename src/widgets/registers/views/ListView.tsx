import { DataTable, ListFilters, ListFrame, PageSizeField, SelectFilter, TextFilter, ExportLink } from '../../../core/list';
import { Banner, DeleteDialog, PageHead } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { CIVIL_STATUS, RACE, REGISTER_MSG, WORK_STATE } from '../../../shared/schemas/registers';
import { RegisterSheet } from '../components/RegisterSheet';
import { registerColumns } from '../components/RegisterTable';
import { LgpdToolbar } from '../lgpd/LgpdToolbar';
import { NoLegalBasisFilter } from '../lgpd/NoLegalBasisFilter';
import { useRegisterList } from '../useRegisterList';
import { pathTo } from '../../../core/paths';

/** /registros: 'Registros gerais' with its filters, table, pages, sheet and deletion. */
export function ListView({ container }: { container?: HTMLElement | ShadowRoot }) {
  const { list, exportHref, banners, closeBanner, sheetId, openSheet, closeSheet, deletion } = useRegisterList(container);
  const columns = registerColumns({ container, onSheet: openSheet, onDelete: deletion.ask });
  return (
    <section className="reg-list list-view page" aria-labelledby="reg-title">
      <PageHead id="reg-title" title="Registros gerais">
        <LgpdToolbar />
        {exportHref && <ExportLink href={exportHref} />}
        <ElementLink to={pathTo('/registros/novo')} container={container} className="btn btn-primary">
          Novo registro
        </ElementLink>
      </PageHead>
      {banners.success && (
        <Banner kind="success" onClose={() => closeBanner('success')}>
          {banners.success}
        </Banner>
      )}
      {banners.error && (
        <Banner kind="error" onClose={() => closeBanner('error')}>
          {banners.error}
        </Banner>
      )}
      <ListFilters label="Filtros dos registros" className="reg-filters">
        <TextFilter list={list} name="q" label="Buscar por nome" placeholder="Digite ao menos 2 letras" maxLength={100} className="reg-search" />
        <SelectFilter list={list} name="civil_status" label="Estado civil" all="Todos" options={CIVIL_STATUS} />
        <SelectFilter list={list} name="work_state" label="Situação do trabalho" all="Todas" options={WORK_STATE} />
        <SelectFilter list={list} name="race" label="Raça" all="Todas" options={RACE} />
        <TextFilter list={list} name="city" label="Cidade" type="text" maxLength={100} />
        <TextFilter list={list} name="home_situation" label="Bairro" type="text" maxLength={100} />
        <NoLegalBasisFilter value={list.filter.no_legal_basis} onValue={(v) => list.setFilter('no_legal_basis', v)} />
        <PageSizeField list={list} />
      </ListFilters>
      <ListFrame list={list} failed="Falha ao carregar registros" loading="Carregando registros..." empty={REGISTER_MSG.empty}>
        <DataTable list={list} columns={columns} caption="Registros gerais" className="reg-table" onOpen={(r) => openSheet(r.id)} />
      </ListFrame>
      {sheetId !== null && <RegisterSheet id={sheetId} onClose={closeSheet} />}
      <DeleteDialog deletion={deletion} title="Excluir registro" message={(r) => <p>Excluir o registro de {r.name}? Esta ação não pode ser desfeita.</p>} />
    </section>
  );
}
