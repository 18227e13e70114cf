import { type ComponentProps, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/*
 * Sonner behind a lazy facade: most visits (the landing above all) never show a toast, so sonner
 * is a chunk of its own, loaded by the first toast (docs/decisions/008-web-performance.md). The
 * toaster mounts once sonner is in; sonner replays to it the toasts it was given before.
 */

type Sonner = typeof import('sonner');

let sonnerImport: Promise<Sonner> | undefined;
let loadedSonner: Sonner | null = null;
const listeners = new Set<() => void>();

/** Loads sonner once; every later call gets the same module. */
function loadSonner(): Promise<Sonner> {
  sonnerImport ??= import('sonner').then((module) => {
    loadedSonner = module;
    for (const listener of listeners) listener();
    return module;
  });
  return sonnerImport;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getLoadedSonner = () => loadedSonner;
const getServerSonner = () => null;

/** The toasts the portal shows (sonner's API, for the kinds it uses): the first one loads sonner. */
export const toast = {
  success(message: string, data?: ExternalToast): void {
    void loadSonner().then((sonner) => sonner.toast.success(message, data));
  },
  error(message: string, data?: ExternalToast): void {
    void loadSonner().then((sonner) => sonner.toast.error(message, data));
  },
  warning(message: string, data?: ExternalToast): void {
    void loadSonner().then((sonner) => sonner.toast.warning(message, data));
  },
  /** Closes one toast, or all of them; nothing to close before the first toast. */
  dismiss(id?: string | number): void {
    loadedSonner?.toast.dismiss(id);
  },
};

/** Sonner's Toaster, rendered once the first toast has loaded sonner (nothing until then). */
export function LazyToaster(props: ComponentProps<Sonner['Toaster']>) {
  const sonner = useSyncExternalStore(subscribe, getLoadedSonner, getServerSonner);
  return sonner ? <sonner.Toaster {...props} /> : null;
}
