import { errorText } from '../../../core/api/errors';
import { Banner, EmptyState, Spinner } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { MSG } from '../../../shared/messages';
import { DIZIMO_MSG } from '../../../shared/schemas/dizimo';
import { CampaignFields } from '../components/CampaignFields';
import { LIST_PATH, useCampaignForm } from '../useCampaignForm';

/** /dizimo/campanhas/nova and /dizimo/campanhas/{id}/editar. */
export function FormView({ mode, campaignId, container }: { mode: 'new' | 'edit'; campaignId?: string; container?: HTMLElement | ShadowRoot }) {
  const { canManage, loading, missing, loadError, ...form } = useCampaignForm(mode, campaignId, container);
  const back = (
    <ElementLink to={LIST_PATH} container={container} className="btn">
      Voltar às campanhas
    </ElementLink>
  );
  if (!canManage) return <Banner kind="error">{MSG.forbidden}</Banner>;
  if (missing) return <EmptyState title={DIZIMO_MSG.campaignNotFound}>{back}</EmptyState>;
  if (loadError) return <Banner kind="error">{errorText(loadError, 'Falha ao carregar a campanha')}</Banner>;
  if (loading) return <Spinner label="Carregando campanha..." />;
  return <CampaignFields {...form} title={mode === 'edit' ? 'Editar campanha' : 'Nova campanha'} container={container} />;
}
