import { create } from 'zustand';

type NetworkState = {
  online: boolean;
  /** When the data on screen was made: the Date header of the newest server answer (ms). */
  lastAnswerAt: number | undefined;
};

const initialOnline = typeof navigator === 'undefined' ? true : navigator.onLine;

/** Whether the device is online, and how old the last server answer is. */
export const useNetwork = create<NetworkState>(() => ({ online: initialOnline, lastAnswerAt: undefined }));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useNetwork.setState({ online: true }));
  window.addEventListener('offline', () => useNetwork.setState({ online: false }));
}

/**
 * Notes a server answer's Date header. An answer the service worker kept from earlier carries
 * its original date, so offline the time shown is that of the quotes and holdings on screen.
 */
export function noteAnswerDate(header: unknown): void {
  if (typeof header !== 'string') return;
  const at = Date.parse(header);
  if (!Number.isNaN(at)) useNetwork.setState({ lastAnswerAt: at });
}
