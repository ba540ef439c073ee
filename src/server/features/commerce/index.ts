/** What the demo seed (src/server/db/seed) takes of commerce besides its services: an order's token and number. */
export { hashOrderToken } from './order-access.ts';
export { generateOrderNumber } from './order-number.ts';
