import { useState } from 'react';
import { useHandedOver } from '../hooks/useHandedOver';
import { Banner } from './Banner';
import { isFlash, type Flash } from './flash';

/** A list's banner: what its form handed over under `key` (taken once), or what the list reports itself. */
export function useFlash(key: string) {
  const handed = useHandedOver(key);
  return useState<Flash | null>(isFlash(handed) ? handed : null);
}

/** The banner of useFlash, closed by the person. */
export function FlashBanner({ flash, onClose }: { flash: Flash | null; onClose: () => void }) {
  return (
    flash && (
      <Banner kind={flash.kind} onClose={onClose}>
        {flash.text}
      </Banner>
    )
  );
}
