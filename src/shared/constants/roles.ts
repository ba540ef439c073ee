/** `staff` works in the admin with fewer areas than `admin` (src/shared/staff/permissions.ts, decision 037). */
export const ROLES = { customer: 'user', admin: 'admin', staff: 'staff' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
/** The roles that open the admin at all. */
export type TeamRole = typeof ROLES.admin | typeof ROLES.staff;
export const TEAM_ROLES: readonly TeamRole[] = [ROLES.admin, ROLES.staff];
export const isTeamRole = (role: string | null | undefined): role is TeamRole =>
  role === ROLES.admin || role === ROLES.staff;
