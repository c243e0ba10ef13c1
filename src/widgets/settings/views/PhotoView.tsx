import { toast } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { PhotoStep } from '../components/PhotoStep';
import { TEXT } from '../text';
import { useElementNavigation } from '../useElementNavigation';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /settings/foto: the same cropper as /welcome; after the upload a toast and back to /settings. */
export function PhotoView({ container }: ViewProps) {
  const { go } = useElementNavigation(container);
  return (
    <PhotoStep
      title="Alterar foto"
      intro="Escolha uma nova foto de perfil e ajuste o recorte."
      submitLabel="Salvar foto"
      onUploaded={() => {
        toast.success(TEXT.photoUpdated);
        go(pathTo('/settings'));
      }}
      secondary={
        <ElementLink to={pathTo('/settings')} container={container} className="btn">
          Cancelar
        </ElementLink>
      }
    />
  );
}
