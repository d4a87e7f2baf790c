import type { IpoDraw } from '@meridian/contract/ipo';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { ipoKeys } from './keys.ts';

export const drawUrl = (id: number) => `/api/ipo/issues/${id}/draw`;

/** `GET /api/ipo/issues/:id/draw`: the public verification data (commitment, seed after the draw, units). */
export function fetchDraw(id: number): Promise<IpoDraw> {
  return get<IpoDraw>(drawUrl(id), undefined, { allowRepeat: true });
}

export const useDraw = (id: number) => useQuery({ queryKey: ipoKeys.draw(id), queryFn: () => fetchDraw(id), enabled: id > 0 });
