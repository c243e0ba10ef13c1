import type { WidgetProps } from '../../core/elements/define';
import { Toaster } from '../../core/ui';
import { FileView } from './views/FileView';
import { FormView } from './views/FormView';
import { ListView } from './views/ListView';
import { PedidosView } from './views/PedidosView';

/**
 * Marriage files (processos de habilitação matrimonial): the list with its deadlines, a new file, and the file's
 * page in tabs (dados, documentos per spouse, entrevista, proclamas, permissões, celebração), with 'Cancelar
 * processo'; roles 1 and 111 write, role 2 and the Pastoral Familiar (16) read, the interview only for 1, 111
 * and the priest who recorded it. `pedidos` is the parish office between parishes: certificate requests and
 * transfers received and sent, and marginal notes sent by another parish, with atender, recusar and confirmar.
 *
 * @tag sacra-casamentos
 * @csspart base
 * @csspart tabs
 * @csspart filters
 * @csspart table
 * @csspart pagination
 */
export function CasamentosWidget({ view, processoId, container }: WidgetProps<'sacra-casamentos'>) {
  return (
    <div className="casamentos" part="base">
      {view === 'new' ? (
        <FormView container={container} />
      ) : view === 'file' ? (
        <FileView key={processoId} container={container} processoId={processoId} />
      ) : view === 'pedidos' ? (
        <PedidosView container={container} />
      ) : (
        <ListView container={container} />
      )}
      <Toaster />
    </div>
  );
}
