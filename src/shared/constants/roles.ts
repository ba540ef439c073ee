export const ROLES = { customer: 'user', admin: 'admin' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
