import { DataFrame, fromQuery } from '../../../core/data';
import { Banner, EmptyState } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { MSG } from '../../../shared/messages';
import { INVENTORY_MSG } from '../../../shared/schemas/inventory';
import { ItemForm } from '../components/ItemForm';
import { useItemForm } from '../useItemForm';
import { pathTo } from '../../../core/paths';

/** /inventario/novo and /inventario/{id}/editar. */
export function FormView({ mode, itemId, container }: { mode: 'new' | 'edit'; itemId?: string; container?: HTMLElement | ShadowRoot }) {
  const { canWrite, item, missing, ...form } = useItemForm(mode, itemId, container);
  const notFound = (
    <EmptyState title={INVENTORY_MSG.notFound}>
      <ElementLink to={pathTo('/inventario')} container={container} className="btn">
        Voltar ao inventário
      </ElementLink>
    </EmptyState>
  );
  const shown = <ItemForm {...form} title={mode === 'edit' ? 'Editar item' : 'Novo item'} container={container} />;
  if (!canWrite) return <Banner kind="error">{MSG.forbidden}</Banner>;
  if (missing) return notFound;
  if (!item) return shown;
  return (
    <DataFrame state={fromQuery(item)} loading="Carregando item..." failed="Falha ao carregar item" empty={notFound} isEmpty={(found) => found === null}>
      {() => shown}
    </DataFrame>
  );
}
