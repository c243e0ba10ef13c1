import { errorText } from '../../../core/api/errors';
import { Banner, EmptyState, Spinner } from '../../../core/ui';
import { MSG } from '../../../shared/messages';
import { INVENTORY_MSG } from '../../../shared/schemas/inventory';
import { ItemForm } from '../components/ItemForm';
import { ElementLink } from '../../../core/ui/ElementLink';
import { useItemForm } from '../useItemForm';
import { pathTo } from '../../../core/paths';

/** /inventario/novo and /inventario/{id}/editar. */
export function FormView({ mode, itemId, container }: { mode: 'new' | 'edit'; itemId?: string; container?: HTMLElement | ShadowRoot }) {
  const { canWrite, loading, missing, loadError, ...form } = useItemForm(mode, itemId, container);
  const back = (
    <ElementLink to={pathTo('/inventario')} container={container} className="btn">
      Voltar ao inventário
    </ElementLink>
  );
  if (!canWrite) return <Banner kind="error">{MSG.forbidden}</Banner>;
  if (missing) return <EmptyState title={INVENTORY_MSG.notFound}>{back}</EmptyState>;
  if (loadError) return <Banner kind="error">{errorText(loadError, 'Falha ao carregar item')}</Banner>;
  if (loading) return <Spinner label="Carregando item..." />;
  return <ItemForm {...form} title={mode === 'edit' ? 'Editar item' : 'Novo item'} container={container} />;
}
