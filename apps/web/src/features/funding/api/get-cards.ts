import type { BankCard } from '@meridian/contract/funding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { fundingKeys } from './keys.ts';

export type CardList = { list: BankCard[]; max: number };

/** `GET /api/funding/cards`: bound cards, oldest first, and how many may be bound. */
export function fetchCards(): Promise<CardList> {
  return get<CardList>('/api/funding/cards', undefined, { allowRepeat: true });
}

export const cardsQuery = queryOptions({ queryKey: fundingKeys.cards(), queryFn: fetchCards });

export const useCards = () => useQuery(cardsQuery);
