import { create } from 'zustand';

/**
 * The service worker's news for the shell: a new build waiting to take over, and whether the app
 * is asking about it in a dialog right now ("check for updates" in settings), when the prompt at
 * the bottom would ask the same question a second time.
 */
export const usePwa = create<{ needRefresh: boolean; asking: boolean }>(() => ({ needRefresh: false, asking: false }));

let updateSW: ((reload?: boolean) => Promise<void>) | undefined;
let registration: ServiceWorkerRegistration | undefined;

/**
 * Registers the service worker (built by vite-plugin-pwa) once the first screen is up; its
 * code loads in a chunk of its own. Does nothing in the dev server or a browser without one.
 */
export async function startServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => usePwa.setState({ needRefresh: true }),
    onRegisteredSW: (_url, reg) => {
      registration = reg;
    },
  });
}

function installed(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      if (worker.state === 'installed' || worker.state === 'activated' || worker.state === 'redundant') {
        worker.removeEventListener('statechange', done);
        resolve();
      }
    };
    worker.addEventListener('statechange', done);
    done();
  });
}

/**
 * Asks the server for a newer service worker and waits for it to install. True when a new
 * build is waiting (the update prompt then shows), false when this one is the newest, and
 * undefined when no service worker runs here.
 */
export async function checkForServiceWorkerUpdate(): Promise<boolean | undefined> {
  if (!registration) return undefined;
  await registration.update();
  if (registration.installing) await installed(registration.installing);
  return Boolean(registration.waiting);
}

/** Switches to the new build: the waiting worker takes over and the page reloads with it. */
export async function applyUpdate(): Promise<void> {
  usePwa.setState({ needRefresh: false });
  if (registration && !registration.waiting) await checkForServiceWorkerUpdate();
  if (updateSW && registration?.waiting) await updateSW(true);
  else window.location.reload();
}
