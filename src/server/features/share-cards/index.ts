/** Share cards (decision 089): each page's og:image, and the route that makes and serves them. */
export { shareCardRoutes } from './share-cards.routes.ts';
