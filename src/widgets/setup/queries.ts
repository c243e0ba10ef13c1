import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchSetupStatus, runSetup } from './api';

/** Whether the set-up is pending or done. */
export const useSetupStatus = () => useQuery({ queryKey: ['instalar'], queryFn: ({ signal }) => fetchSetupStatus(signal) });

/** The set-up: nothing cached to refresh (the new administrator's session is read after it). */
export const useRunSetup = () => useMutation({ mutationFn: runSetup });
