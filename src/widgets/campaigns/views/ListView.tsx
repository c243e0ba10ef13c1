import { FlashBanner } from '../../../core/ui/FlashBanner';
import { useMemo } from 'react';
import { navigate } from '../../../core/elements/events';
import { DataTable, ListFrame } from '../../../core/list';
import { Banner, PageHead } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { MSG } from '../../../shared/messages';
import { campaignColumns } from '../components/CampaignsTable';
import { useCampaignList } from '../useCampaignList';
import { pathTo } from '../../../core/paths';

/** /dizimo/campanhas: the parish's campaigns with what each raised, and the banner after a save. */
export function ListView({ container }: { container?: HTMLElement | ShadowRoot }) {
  const { canManage, list, banner, dismissBanner } = useCampaignList();
  const columns = useMemo(() => campaignColumns({ container }), [container]);
  if (!canManage) return <Banner kind="error">{MSG.forbidden}</Banner>;
  return (
    <div className="camp-list list-view page">
      <PageHead title="Campanhas">
        <ElementLink to={pathTo('/dizimo/campanhas/nova')} container={container} className="btn btn-primary">
          Nova campanha
        </ElementLink>
      </PageHead>
      <FlashBanner flash={banner} onClose={dismissBanner} />
      <ListFrame list={list} failed="Falha ao carregar campanhas" loading="Carregando campanhas..." empty="Nenhuma campanha cadastrada.">
        <DataTable
          list={list}
          columns={columns}
          caption="Campanhas da paróquia"
          className="camp-table"
          onOpen={(c) => navigate(container, pathTo('/dizimo/campanhas/{id}/editar', { id: c.id }))}
        />
      </ListFrame>
    </div>
  );
}
