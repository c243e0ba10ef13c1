/**
 * The recent uploads of a bucket page, one at a time in the order chosen (pending, then ok or erro):
 * one at a time keeps the usage bar true between files. Pure state transitions; useUploadQueue runs them.
 */
type UploadStatus = 'queued' | 'pending' | 'ok' | 'erro';

export interface UploadItem {
  id: number;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0 to 1 while sending. */
  progress: number;
  error?: string;
}

export type QueueAction =
  | { type: 'add'; files: Array<{ name: string; size: number }>; firstId: number }
  | { type: 'start'; id: number }
  | { type: 'progress'; id: number; progress: number }
  | { type: 'ok'; id: number }
  | { type: 'erro'; id: number; error: string }
  | { type: 'clear' };

export function queueReducer(items: UploadItem[], action: QueueAction): UploadItem[] {
  const update = (id: number, patch: Partial<UploadItem>) => items.map((i) => (i.id === id ? { ...i, ...patch } : i));
  switch (action.type) {
    case 'add':
      return [...items, ...action.files.map((f, n) => ({ id: action.firstId + n, name: f.name, size: f.size, status: 'queued' as const, progress: 0 }))];
    case 'start':
      return update(action.id, { status: 'pending', progress: 0 });
    case 'progress':
      return update(action.id, { progress: Math.min(1, Math.max(0, action.progress)) });
    case 'ok':
      return update(action.id, { status: 'ok', progress: 1 });
    case 'erro':
      return update(action.id, { status: 'erro', error: action.error });
    case 'clear':
      return items.filter((i) => i.status === 'queued' || i.status === 'pending');
  }
}

/** The next file to send, unless one is being sent. */
export function nextToSend(items: UploadItem[]): UploadItem | undefined {
  if (items.some((i) => i.status === 'pending')) return undefined;
  return items.find((i) => i.status === 'queued');
}
