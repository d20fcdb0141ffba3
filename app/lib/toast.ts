import { useSyncExternalStore } from 'react';

/** One short message at a time for the whole app ('Collection Successfully', product §8), shown by ToastHost. */
export type Toast = { text: string; ok: boolean; at: number };

const TOAST_MS = 2500;
let current: Toast | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showToast(text: string, ok = true) {
  current = { text, ok, at: Date.now() };
  clearTimeout(timer);
  timer = setTimeout(() => {
    current = null;
    emit();
  }, TOAST_MS);
  emit();
}

export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
