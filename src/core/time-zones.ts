import { gmtOffset, isValidTimeZone } from '../shared/time-zone';

/** Brazil's IANA zones, east to west: listed first in every time-zone select. */
export const BRAZIL_ZONES = [
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Araguaina',
  'America/Santarem',
  'America/Campo_Grande',
  'America/Cuiaba',
  'America/Manaus',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Eirunepe',
  'America/Rio_Branco',
] as const;

const PLACES: Record<string, string> = {
  'America/Noronha': 'Fernando de Noronha',
  'America/Sao_Paulo': 'Brasília, São Paulo, Sul e Sudeste',
  'America/Bahia': 'Bahia',
  'America/Fortaleza': 'Fortaleza, Ceará, Piauí, Maranhão, Rio Grande do Norte',
  'America/Recife': 'Recife, Pernambuco, Paraíba',
  'America/Maceio': 'Maceió, Alagoas, Sergipe',
  'America/Belem': 'Belém, Pará (leste), Amapá',
  'America/Araguaina': 'Tocantins',
  'America/Santarem': 'Santarém, Pará (oeste)',
  'America/Campo_Grande': 'Campo Grande, Mato Grosso do Sul',
  'America/Cuiaba': 'Cuiabá, Mato Grosso',
  'America/Manaus': 'Manaus, Amazonas (leste)',
  'America/Porto_Velho': 'Porto Velho, Rondônia',
  'America/Boa_Vista': 'Boa Vista, Roraima',
  'America/Eirunepe': 'Eirunepé, Amazonas (oeste)',
  'America/Rio_Branco': 'Rio Branco, Acre',
};

function supportedZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [...BRAZIL_ZONES];
  }
}

export interface ZoneGroups {
  brazil: string[];
  others: string[];
}

/**
 * The select's options: Brazil's zones first, then every other IANA zone alphabetically.
 * `include` adds zones the engine does not list (e.g. the user's saved 'UTC').
 */
export function zoneGroups(include: (string | null | undefined)[] = [], all: string[] = supportedZones()): ZoneGroups {
  const brazilSet = new Set<string>(BRAZIL_ZONES);
  const extra = include.filter((z): z is string => !!z && isValidTimeZone(z));
  const rest = new Set([...all, ...extra].filter((z) => !brazilSet.has(z)));
  return {
    brazil: BRAZIL_ZONES.filter((z) => isValidTimeZone(z)),
    others: [...rest].sort((a, b) => a.localeCompare(b)),
  };
}

const labels = new Map<string, string>();

/**
 * The option's text, e.g. 'America/Sao_Paulo — Brasília, São Paulo, Sul e Sudeste (GMT-03:00)'.
 * Cached for the page's life (a select lists about 400 zones) unless a date is given.
 */
export function zoneLabel(zone: string, at?: Date): string {
  const cached = at ? undefined : labels.get(zone);
  if (cached) return cached;
  const place = PLACES[zone];
  const offset = gmtOffset(zone, at);
  const label = `${zone}${place ? ` — ${place}` : ''}${offset ? ` (${offset})` : ''}`;
  if (!at) labels.set(zone, label);
  return label;
}
