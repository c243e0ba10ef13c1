import { describe, expect, it } from 'vitest';
import { nextToSend, queueReducer, type UploadItem } from './upload-queue';

const add = (items: UploadItem[], ...names: string[]) =>
  queueReducer(items, { type: 'add', files: names.map((name) => ({ name, size: 10 })), firstId: items.length + 1 });

describe('upload queue', () => {
  it('sends one file at a time, in the order chosen', () => {
    let items = add([], 'a.txt', 'b.txt');
    expect(nextToSend(items)?.name).toBe('a.txt');
    items = queueReducer(items, { type: 'start', id: 1 });
    expect(items[0].status).toBe('pending');
    // While a.txt is sending, nothing else starts, even if more files are added.
    items = add(items, 'c.txt');
    expect(nextToSend(items)).toBeUndefined();
    items = queueReducer(items, { type: 'ok', id: 1 });
    expect(nextToSend(items)?.name).toBe('b.txt');
    items = queueReducer(items, { type: 'start', id: 2 });
    items = queueReducer(items, { type: 'erro', id: 2, error: 'Falha no upload' });
    expect(nextToSend(items)?.name).toBe('c.txt');
    expect(items.map((i) => i.status)).toEqual(['ok', 'erro', 'queued']);
    expect(items[1].error).toBe('Falha no upload');
  });

  it('keeps progress between 0 and 1, full when done', () => {
    let items = queueReducer(add([], 'a'), { type: 'start', id: 1 });
    items = queueReducer(items, { type: 'progress', id: 1, progress: 0.4 });
    expect(items[0].progress).toBe(0.4);
    items = queueReducer(items, { type: 'progress', id: 1, progress: 7 });
    expect(items[0].progress).toBe(1);
    items = queueReducer(items, { type: 'progress', id: 1, progress: -1 });
    expect(items[0].progress).toBe(0);
    expect(queueReducer(items, { type: 'ok', id: 1 })[0].progress).toBe(1);
  });

  it('clearing drops finished items and keeps those still to send', () => {
    let items = add([], 'a', 'b', 'c');
    items = queueReducer(queueReducer(items, { type: 'start', id: 1 }), { type: 'ok', id: 1 });
    items = queueReducer(items, { type: 'start', id: 2 });
    expect(queueReducer(items, { type: 'clear' }).map((i) => i.name)).toEqual(['b', 'c']);
  });
});
