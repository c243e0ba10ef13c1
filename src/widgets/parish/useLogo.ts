import { errorText } from '../../core/api/errors';
import { useSquareCrop, type CropOutput } from '../../core/crop';
import { sessionStore } from '../../core/session/store';
import { toast } from '../../core/ui';
import { PARISHES_MSG } from '../../shared/schemas/parishes';
import { useUploadLogo } from './queries';

/** The logo's crop: a 512 px PNG square, keeping a logo's transparent background (the documents print PNG). */
const LOGO_OUTPUT: CropOutput = { size: 512, type: 'image/png' };

/** The logo: cropped like the profile photo, sent (POST /api/paroquia/logo), then the header and the profile show it. */
export function useLogo() {
  const crop = useSquareCrop(LOGO_OUTPUT);
  const upload = useUploadLogo();

  async function submit() {
    const logo = crop.ready ? await crop.exportPhoto() : null;
    if (!logo) return crop.setError(PARISHES_MSG.logoMissing);
    crop.setError(null);
    try {
      toast.success((await upload.mutateAsync(logo)).message);
    } catch (error) {
      toast.error(errorText(error, 'Falha ao enviar o logotipo'));
      return;
    }
    await sessionStore.getState().refresh();
  }

  return { crop, submit, busy: upload.isPending };
}
