import { useQuery } from '@tanstack/react-query';
import type { dashboard } from '@meridian/contract/admin';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type Dashboard = Output<typeof dashboard>;

/** Refreshed every minute while open: the queues are what the day runs on. */
export const useDashboard = () => useQuery({ queryKey: ['dashboard'], queryFn: () => request<Dashboard>('/dashboard'), refetchInterval: 60_000 });
