import type { AdminDashboard } from '@shared/schemas/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Under 'admin', so an admin write's refresh of the panel refreshes the figures too. */
export const dashboardKey = ['admin', 'dashboard'] as const;

/** GET /api/admin/dashboard: counters, latest activity, top quizzes and the 30-day series. */
export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return api.get<AdminDashboard>('/api/admin/dashboard', { signal });
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKey, queryFn: ({ signal }) => getDashboard(signal) });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
