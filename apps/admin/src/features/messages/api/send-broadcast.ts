import { useMutation } from '@tanstack/react-query';
import type { broadcastBody, broadcastResult } from '@meridian/contract/messages';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type BroadcastBody = Output<typeof broadcastBody>;
export type BroadcastResult = Output<typeof broadcastResult>;

export function sendBroadcast(body: BroadcastBody): Promise<BroadcastResult> {
  return request<BroadcastResult>('/messages/broadcast', { method: 'POST', body });
}

export function useSendBroadcast() {
  return useMutation({ mutationFn: sendBroadcast });
}
