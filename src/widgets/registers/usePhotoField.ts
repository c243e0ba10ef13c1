import { useCallback, useEffect, useState } from 'react';
import { photoProblem } from './attachment-files';

/**
 * The photo drop area: a chosen or dropped image with its preview, or the register's current
 * photo, and removing either. `removed` tells the save to drop the current photo.
 */
export function usePhotoField(currentUrl: string | null) {
  // The chosen file with its preview's object URL, released when another takes its place or the form goes.
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const [removed, setRemoved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.preview);
    },
    [picked],
  );

  const choose = useCallback((chosen: File | null | undefined) => {
    if (!chosen) return;
    const problem = photoProblem(chosen);
    setError(problem);
    if (problem) return;
    setPicked({ file: chosen, preview: URL.createObjectURL(chosen) });
    setRemoved(false);
  }, []);

  const remove = useCallback(() => {
    setPicked(null);
    setRemoved(true);
    setError(null);
  }, []);

  const file = picked?.file ?? null;
  const shown = picked?.preview ?? (removed ? null : currentUrl);
  return { file, shown, removed: removed && !file, error, choose, remove };
}
