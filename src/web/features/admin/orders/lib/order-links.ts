import { paths } from '#web/config/paths.ts';

/** Admin links between a customer and their orders (spec audit 7.2): each keeps the way back. */

const adminHref = (params: Record<string, string>) => `${paths.admin.href()}?${new URLSearchParams(params)}`;

/** The Orders tab narrowed to one customer's orders, remembering the customer to go back to. */
export const customerOrdersHref = (email: string, customerId: string) =>
  adminHref({ tab: 'orders', email, customer: customerId });

/** The Customers tab with that customer open. */
export const customerHref = (customerId: string) => adminHref({ tab: 'customers', customer: customerId });
