import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JustificativaBody } from '../../shared/schemas/familia';
import { fetchCatequese, justify } from './api';

const familiaKeys = { catequese: ['familia', 'catequese'] as const };

/** The guardian's children, each with their classes, encounters, marks and notices. */
export const useCatequese = () => useQuery({ queryKey: familiaKeys.catequese, queryFn: ({ signal }) => fetchCatequese(signal) });

/** A justification of an absence; the page is read again (the encounter shows it as sent). */
export function useJustify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JustificativaBody) => justify(body),
    onSettled: () => client.invalidateQueries({ queryKey: familiaKeys.catequese }),
  });
}
