import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../core/api/errors';
import { sessionStore } from '../../core/session/store';
import { toast } from '../../core/ui';
import { uploadAvatar } from './api';
import { TEXT } from './messages';
import type { SquareCrop } from '../../core/crop';

/**
 * Sends the cropped photo (POST /api/me/avatar), refreshes the session (new avatar,
 * accepted_photo 1) and then calls `onUploaded`. Failures become an error toast.
 */
export function usePhotoSubmit(crop: SquareCrop, onUploaded: () => void) {
  const upload = useMutation({ mutationFn: uploadAvatar });

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
    await sessionStore.getState().refresh();
    onUploaded();
  }

  return { submit, busy: upload.isPending };
}
