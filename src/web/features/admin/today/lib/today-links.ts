import { TODAY_STEPS, type TodayStep } from '#shared/dashboard/today.ts';
import { paths } from '#web/config/paths.ts';

const adminHref = (params: Record<string, string>) => `${paths.admin.href()}?${new URLSearchParams(params)}`;

/** The Orders tab showing only the orders waiting for that step, as rows to tick (decision 083). */
export const stepOrdersHref = (step: TodayStep) =>
  adminHref({ tab: 'orders', status: TODAY_STEPS[step], view: 'rows' });

export const tabHref = (tab: string) => adminHref({ tab });
