import { ForecastResponse } from '../../shared/schemas/weather';
import { isValidTimeZone } from '../../shared/time-zone';

export type DetectionStatus = 'idle' | 'requesting' | 'ok' | 'denied' | 'error';

/** Why detection fell back to the device's zone. */
export type FallbackReason = 'denied' | 'unsupported' | 'position' | 'service';

/** Browser geolocation: 8 s at most, high accuracy, a position up to 60 s old will do. */
export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 8000, maximumAge: 60_000 };

/** The weather service's forecast call with the automatic time zone: it names the zone of a position. */
export function forecastUrl(base: string, latitude: number, longitude: number): string {
  const url = new URL(base, typeof location === 'undefined' ? 'http://localhost' : location.href);
  url.searchParams.set('latitude', latitude.toFixed(4));
  url.searchParams.set('longitude', longitude.toFixed(4));
  url.searchParams.set('current', 'temperature_2m,weather_code');
  url.searchParams.set('timezone', 'auto');
  return url.toString();
}

/** The zone in the service's answer, or null when it is missing or not a real IANA zone. */
export function zoneFromForecast(json: unknown): string | null {
  const parsed = ForecastResponse.safeParse(json);
  const zone = parsed.success ? parsed.data.timezone : undefined;
  return zone && zone !== 'GMT' && isValidTimeZone(zone) ? zone : null;
}

/** PERMISSION_DENIED is code 1 in every browser. */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 1;
}

const REASONS: Record<FallbackReason, string> = {
  denied: 'Permissão de localização negada.',
  unsupported: 'Este navegador não oferece geolocalização.',
  position: 'Não foi possível obter sua localização.',
  service: 'Não foi possível consultar o serviço de fuso horário.',
};

/** The explanation shown when detection falls back to the device's zone (or to a manual choice). */
export function fallbackMessage(reason: FallbackReason, deviceZone: string | null | undefined): string {
  const tail = deviceZone
    ? `Usamos o fuso horário do dispositivo (${deviceZone}). Confirme ou selecione outro na lista.`
    : 'Selecione seu fuso horário na lista.';
  return `${REASONS[reason]} ${tail}`;
}

export function detectedMessage(zone: string): string {
  return `Fuso horário detectado: ${zone}.`;
}
