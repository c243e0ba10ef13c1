import { useState } from 'react';
import { getConfig } from '../../core/config';
import { usePublicFeedQuery } from './queries';

/** The public feed of `paroquia`, page by page; no session involved. */
export function usePublicFeed(paroquia: number | undefined) {
  const [page, setPage] = useState(1);
  const valid = Number.isInteger(paroquia) && paroquia! > 0;
  const query = usePublicFeedQuery(getConfig().apiBase, valid ? paroquia! : 0, page);
  return { valid, page, setPage, query };
}
