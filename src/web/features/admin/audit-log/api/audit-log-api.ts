import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditPage } from '#shared/audit/audit.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';

export interface AuditFilter {
  page: number;
  actor: string;
  entity: string;
  action: string;
  from: string;
  to: string;
}

/** One page of the audit log for the filters (empty ones are not sent). */
export const auditLogQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'audit-log', filter] as const,
    queryFn: ({ signal }) =>
      api.get<AuditPage>('/admin/audit-log', {
        query: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')),
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });
