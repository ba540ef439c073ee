let renderOrigin: string | undefined;

/** The server render's origin (the shop's PUBLIC_URL), set once by entry-server.tsx. */
export function setSiteOrigin(origin: string) {
  renderOrigin = origin;
}

/** The shop's origin for an absolute link (a share): the public address on the server, the page's own in the browser. */
export const siteOrigin = () => renderOrigin ?? (typeof location === 'undefined' ? '' : location.origin);
