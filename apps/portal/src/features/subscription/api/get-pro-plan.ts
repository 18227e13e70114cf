import { type Plan, proPlanResponseSchema } from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const PRO_PLAN_QUERY_KEY = ['subscription', 'pro-plan'] as const;

/** GET /subscription/pro-plan (public): the Super Kiddo plan as the cards show it. */
export async function fetchProPlan(signal?: AbortSignal): Promise<Plan> {
  const response = await apiRequest<unknown>('/subscription/pro-plan', { signal, endSessionOnUnauthorized: false });
  const parsed = proPlanResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data.plan;
}

export function proPlanQueryOptions() {
  return queryOptions({ queryKey: PRO_PLAN_QUERY_KEY, queryFn: ({ signal }) => fetchProPlan(signal) });
}

export function useProPlanQuery() {
  return useQuery(proPlanQueryOptions());
}
