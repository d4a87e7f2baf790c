import { useQuery } from '@tanstack/react-query';
import type { IpoDraw } from '@meridian/contract/ipo';
import { request } from '../../../lib/request';
import { ipoKeys } from './keys';

/** The published draw data, exactly as the public endpoint answers it. */
export function getDraw(id: number): Promise<IpoDraw> {
  return request<IpoDraw>(`/ipo/issues/${id}/draw`);
}

export function useDraw(id: number) {
  return useQuery({ queryKey: ipoKeys.draw(id), queryFn: () => getDraw(id), enabled: id > 0, refetchInterval: 15_000 });
}
