import { useState } from 'react';
import { failureText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import { useGuardianAccounts, useGuardianLink, useGuardianLinks } from './queries';

/**
 * 'Responsáveis' of one student: the guardians' accounts linked (each unlinked in one tap) and the parish's guardian
 * accounts not yet linked, one of which is linked at a time. A failure stays in the dialog.
 */
export function useGuardians(registerId: number) {
  const links = useGuardianLinks(registerId);
  const accounts = useGuardianAccounts();
  const change = useGuardianLink(registerId);
  const [chosen, setChosen] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const linked = new Set((links.data ?? []).map((l) => l.user_id));

  async function run(body: { link: number } | { unlink: number }) {
    setFailure(null);
    try {
      toast.success(await change.mutateAsync(body));
      setChosen('');
    } catch (error) {
      setFailure(failureText('Falha ao salvar o vínculo', error));
    }
  }

  return {
    links,
    /** Guardian accounts not linked to this student yet. */
    options: (accounts.data ?? []).filter((a) => !linked.has(a.id)),
    chosen,
    choose: setChosen,
    link: () => (chosen ? run({ link: Number(chosen) }) : undefined),
    unlink: (id: number) => run({ unlink: id }),
    busy: change.isPending,
    failure,
  };
}
