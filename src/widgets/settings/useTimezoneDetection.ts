import { useCallback, useEffect, useRef, useState } from 'react';
import { browserTimeZone } from '../../core/format';
import { isValidTimeZone } from '../../shared/time-zone';
import { currentPosition, fetchZoneAt } from './api';
import { detectedMessage, fallbackMessage, isPermissionDenied, type DetectionStatus, type FallbackReason } from './zone-detection';

export interface Detection {
  status: DetectionStatus;
  /** The zone to preselect: the detected one, else the device's; null if neither is known. */
  zone: string | null;
  message: string | null;
}

const REQUESTING_MESSAGE = 'Obtendo sua localização...';

async function detectZone(): Promise<Detection> {
  const device = browserTimeZone();
  const deviceZone = device && isValidTimeZone(device) ? device : null;
  const fallback = (status: DetectionStatus, reason: FallbackReason): Detection => ({
    status,
    zone: deviceZone,
    message: fallbackMessage(reason, deviceZone),
  });
  if (typeof navigator === 'undefined' || !navigator.geolocation) return fallback('error', 'unsupported');
  let position: GeolocationPosition;
  try {
    position = await currentPosition();
  } catch (error) {
    return isPermissionDenied(error) ? fallback('denied', 'denied') : fallback('error', 'position');
  }
  try {
    const zone = await fetchZoneAt(position.coords.latitude, position.coords.longitude);
    if (zone) return { status: 'ok', zone, message: detectedMessage(zone) };
  } catch {
    // The service is down, slow or answered nonsense: the device's zone below.
  }
  return fallback('error', 'service');
}

/**
 * Time-zone detection: browser geolocation (8 s, high accuracy, 60 s cache), then the
 * weather service's automatic zone; any failure falls back to the device's zone with
 * an explanation. States: idle, requesting, ok, denied, error.
 */
export function useTimezoneDetection() {
  const [detection, setDetection] = useState<Detection>({ status: 'idle', zone: null, message: null });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** Runs the detection; resolves to the zone to preselect. */
  const detect = useCallback(async (): Promise<string | null> => {
    setDetection({ status: 'requesting', zone: null, message: REQUESTING_MESSAGE });
    const result = await detectZone();
    if (alive.current) setDetection(result);
    return result.zone;
  }, []);

  return { ...detection, detect };
}
