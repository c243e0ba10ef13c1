import { useEffect, useState } from 'react';
import { errorText } from '../../core/api/errors';
import { useParishToday } from '../../core/calendar/parish-clock';
import { toast } from '../../core/ui';
import type { Aviso, DesignacaoBody } from '../../shared/schemas/escalas';
import { monthOr, monthRange, shiftMonth } from './month';
import { useDesignacaoAction, useEscala, useMinisterios, usePreencher, usePublicar, useSaveDesignacao } from './queries';
import { TEXT } from './text';

const addressParam = (name: string) => new URLSearchParams(location.search).get(name);

/**
 * The month grid of one ministry: which ministry and month (kept in the address: ?ministerio=3&mes=2026-12,
 * so a shared link opens the same roster), the roster, and the coordinator's writes: a cell set or emptied
 * (its warnings said at once), the automatic fill, publishing, and served or missed after the Mass.
 */
export function useMonthGrid() {
  const today = useParishToday();
  const [mes, setMes] = useState(() => monthOr(addressParam('mes'), today.slice(0, 7)));
  const [chosenId, setChosenId] = useState(() => Number(addressParam('ministerio')) || null);
  const ministerios = useMinisterios();
  const list = ministerios.data ?? [];
  const ministerio = list.find((m) => m.id === chosenId) ?? list[0] ?? null;
  const escala = useEscala(ministerio ? { ministerio_id: ministerio.id, ...monthRange(mes) } : null);

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    query.set('mes', mes);
    if (ministerio) query.set('ministerio', String(ministerio.id));
    history.replaceState(history.state, '', `${location.pathname}?${query}`);
  }, [mes, ministerio]);

  const cell = useSaveDesignacao();
  const fill = usePreencher();
  const publish = usePublicar();
  const action = useDesignacaoAction();
  const [publishing, setPublishing] = useState(false);
  /** The warnings of the last choice in each cell, until the roster comes back with them. */
  const [warned, setWarned] = useState<Record<string, Aviso[]>>({});

  async function setCell(body: DesignacaoBody, cellKey: string) {
    try {
      const answer = await cell.mutateAsync(body);
      setWarned((w) => ({ ...w, [cellKey]: answer.avisos }));
      if (answer.avisos.length) toast.info(`${answer.message} ${answer.avisos.map((a) => a.texto).join(' ')}`);
      else toast.success(answer.message);
    } catch (error) {
      toast.error(errorText(error, TEXT.actionFailed));
    }
  }

  async function autoFill() {
    if (!ministerio) return;
    try {
      const answer = await fill.mutateAsync({ ministerio_id: ministerio.id, mes });
      toast.success(`${answer.message} ${TEXT.filled(answer.data.vazias)}`);
    } catch (error) {
      toast.error(errorText(error, TEXT.actionFailed));
    }
  }

  async function confirmPublish() {
    if (!ministerio) return;
    try {
      const answer = await publish.mutateAsync({ ministerio_id: ministerio.id, mes });
      toast.success(`${answer.message} ${TEXT.published(answer.data.pessoas, answer.data.pedidos)}`);
    } catch (error) {
      toast.error(errorText(error, TEXT.actionFailed));
    }
    setPublishing(false);
  }

  async function mark(id: number, status: 'servida' | 'faltou') {
    try {
      toast.success(await action.mutateAsync({ id, acao: 'presenca', body: { status } }));
    } catch (error) {
      toast.error(errorText(error, TEXT.actionFailed));
    }
  }

  return {
    mes,
    setMes,
    previous: () => setMes(shiftMonth(mes, -1)),
    next: () => setMes(shiftMonth(mes, 1)),
    ministerios,
    ministerio,
    choose: setChosenId,
    escala,
    setCell,
    saving: cell.isPending,
    warned,
    autoFill,
    filling: fill.isPending,
    publishing,
    askPublish: () => setPublishing(true),
    cancelPublish: () => setPublishing(false),
    confirmPublish,
    publishBusy: publish.isPending,
    mark,
  };
}

export type MonthGrid = ReturnType<typeof useMonthGrid>;
