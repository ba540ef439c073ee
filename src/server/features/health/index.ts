/** What the auth guard takes of health: how long a health check may wait. */
export { HEALTH_TIMEOUT_MS } from './health.routes.ts';
