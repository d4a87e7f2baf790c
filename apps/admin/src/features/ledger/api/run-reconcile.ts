import { useMutation } from '@tanstack/react-query';
import type { reconciliation } from '@meridian/contract/funding';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type Reconciliation = Output<typeof reconciliation>;

/** Checks the ledger's invariants from the raw tables, now. A GET, but audited: an action, not a cached read. */
export function runReconcile(): Promise<Reconciliation> {
  return request<Reconciliation>('/ledger/reconcile');
}

export function useRunReconcile() {
  return useMutation({ mutationFn: runReconcile });
}
