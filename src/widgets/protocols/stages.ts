import { PROTOCOL_DELETE_WINDOW_MS, PROTOCOL_STAGES, PROTOCOL_STATUS, type Protocol } from '../../shared/schemas/protocols';

type StageState = 'done' | 'current' | 'todo';

export interface Stage {
  label: (typeof PROTOCOL_STAGES)[number];
  state: StageState;
  /** What the stage says under its name: the outcome once finished, 'Em análise' while evaluated. */
  note: string | null;
  /** When the stage was reached, if known. */
  at: string | null;
}

/** The three stages (Envio, Avaliação administrativa, Finalizado): Envio always done; an administrator's decision completes the other two. */
export function protocolStages(p: Pick<Protocol, 'status' | 'created_at' | 'status_changed_at'>): Stage[] {
  const decided = p.status !== 0;
  return [
    { label: PROTOCOL_STAGES[0], state: 'done', note: null, at: p.created_at },
    { label: PROTOCOL_STAGES[1], state: decided ? 'done' : 'current', note: decided ? null : 'Em análise', at: null },
    {
      label: PROTOCOL_STAGES[2],
      state: decided ? 'done' : 'todo',
      note: decided ? PROTOCOL_STATUS[p.status as keyof typeof PROTOCOL_STATUS] : null,
      at: p.status_changed_at,
    },
  ];
}

export function statusLabel(status: number): string {
  return PROTOCOL_STATUS[status as keyof typeof PROTOCOL_STATUS] ?? `Status ${status}`;
}

/** Whether the owner may still delete it: the server's 24-hour window, as the server stated it. */
export function canDelete(p: Pick<Protocol, 'created_at' | 'deletable_until'>, now: number): boolean {
  const until = Date.parse(p.deletable_until) || Date.parse(p.created_at) + PROTOCOL_DELETE_WINDOW_MS;
  return now < until;
}
