import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerToastHost, toast, toastStore, TOAST_DURATION } from './toastStore';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    toastStore.setState({ items: [], hosts: [] });
  });

  it('keeps success toasts 5 s and error toasts 7 s', () => {
    expect(TOAST_DURATION.success).toBe(5000);
    expect(TOAST_DURATION.error).toBe(7000);
    toast.success('Senha alterada com sucesso');
    toast.error('Falha ao salvar timezone');
    expect(toastStore.getState().items.map((t) => t.kind)).toEqual(['success', 'error']);
    vi.advanceTimersByTime(5000);
    expect(toastStore.getState().items.map((t) => t.text)).toEqual(['Falha ao salvar timezone']);
    vi.advanceTimersByTime(2000);
    expect(toastStore.getState().items).toEqual([]);
  });

  it('lets only the oldest mounted host draw', () => {
    const [first, dropFirst] = registerToastHost();
    const [second] = registerToastHost();
    expect(toastStore.getState().hosts[0]).toBe(first);
    dropFirst();
    expect(toastStore.getState().hosts[0]).toBe(second);
  });
});
