import { getConfig } from '../config';

/** A download of the API (receipts, statements, lists in PDF, CSV): the session cookie goes along, as for any call of the portal. */
export const apiUrl = (path: string, query: Record<string, string | number | undefined> = {}) => {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  const qs = params.toString();
  return `${getConfig().apiBase}${path}${qs ? `?${qs}` : ''}`;
};
