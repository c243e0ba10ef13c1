import { errorText } from '../../core/api/errors';
import type { SquareCrop } from '../../core/crop';
import { toast } from '../../core/ui';
import { useUploadAvatar } from './queries';
import { TEXT } from './text';

/**
 * Sends the cropped photo (POST /api/me/avatar), refreshes the session (new avatar,
 * accepted_photo 1) and then calls `onUploaded`. Failures become an error toast.
 */
export function usePhotoSubmit(crop: SquareCrop, onUploaded: () => void) {
  const upload = useUploadAvatar();

  async function submit() {
    const photo = crop.ready ? await crop.exportPhoto() : null;
    if (!photo) {
      crop.setError(TEXT.photoMissing);
      return;
    }
    crop.setError(null);
    try {
      await upload.mutateAsync(photo);
    } catch (error) {
      toast.error(errorText(error, TEXT.avatarError));
      return;
    }
    onUploaded();
  }

  return { submit, busy: upload.isPending };
}
