import { DataFrame, fromQuery } from '../../../core/data';
import { Banner, EmptyState } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { MSG } from '../../../shared/messages';
import { DIZIMO_MSG, type Campaign } from '../../../shared/schemas/dizimo';
import { CampaignFields } from '../components/CampaignFields';
import { useCampaign } from '../queries';
import { useCanManage } from '../useCanManage';
import { LIST_PATH, parseId, useCampaignForm } from '../useCampaignForm';

type Container = HTMLElement | ShadowRoot | undefined;

/** /dizimo/campanhas/nova and /dizimo/campanhas/{id}/editar. */
export function FormView({ mode, campaignId, container }: { mode: 'new' | 'edit'; campaignId?: string; container?: Container }) {
  const canManage = useCanManage();
  if (!canManage) return <Banner kind="error">{MSG.forbidden}</Banner>;
  if (mode === 'new') return <CampaignEditor campaign={null} container={container} />;
  const id = parseId(campaignId);
  return id === null ? <Missing container={container} /> : <EditCampaign id={id} container={container} />;
}

function EditCampaign({ id, container }: { id: number; container: Container }) {
  const campaign = useCampaign(id);
  return (
    <DataFrame state={fromQuery(campaign)} loading="Carregando campanha..." failed="Falha ao carregar a campanha" notFound={<Missing container={container} />}>
      {(data) => <CampaignEditor campaign={data} container={container} />}
    </DataFrame>
  );
}

function CampaignEditor({ campaign, container }: { campaign: Campaign | null; container: Container }) {
  const form = useCampaignForm(campaign, container);
  return <CampaignFields {...form} title={campaign ? 'Editar campanha' : 'Nova campanha'} container={container} />;
}

function Missing({ container }: { container: Container }) {
  return (
    <EmptyState title={DIZIMO_MSG.campaignNotFound}>
      <ElementLink to={LIST_PATH} container={container} className="btn">
        Voltar às campanhas
      </ElementLink>
    </EmptyState>
  );
}
