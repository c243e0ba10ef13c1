import { useCallback, useEffect, useState } from 'react';
import { photoProblem } from './attachment-files';

/**
 * The photo drop area: a chosen or dropped image with its preview, or the register's current
 * photo, and removing either. `removed` tells the save to drop the current photo.
 */
export function usePhotoField(currentUrl: string | null) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = useCallback((chosen: File | null | undefined) => {
    if (!chosen) return;
    const problem = photoProblem(chosen);
    setError(problem);
    if (problem) return;
    setFile(chosen);
    setRemoved(false);
  }, []);

  const remove = useCallback(() => {
    setFile(null);
    setRemoved(true);
    setError(null);
  }, []);

  const shown = preview ?? (removed ? null : currentUrl);
  return { file, shown, removed: removed && !file, error, choose, remove };
}
