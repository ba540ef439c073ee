import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * What a server-rendered page hands the browser (decision 026): the query cache the page was rendered from, in a JSON <script> (the CSP runs no inline script), so hydration renders
 * the same page without asking the server again.
 */
export interface ServerState {
  queries: DehydratedState;
}

export const SERVER_STATE_ID = 'karigar-state';

interface SentError {
  status: number;
  code: string;
  message: string;
}

const ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON safe inside <script>: nothing in it can close the tag; a failed query's ApiError as plain fields. */
export function serializeServerState(state: ServerState): string {
  const queries = state.queries.queries.map((query) => {
    const error = query.state.error;
    if (!(error instanceof ApiError)) return query;
    const sent: SentError = { status: error.status, code: error.code, message: error.message };
    return { ...query, state: { ...query.state, error: sent } };
  });
  // One pass over the JSON (tens of kB on a list page), not one per character.
  return JSON.stringify({ ...state, queries: { ...state.queries, queries } }).replace(
    /[<\u2028\u2029]/g,
    (c) => ESCAPES[c]!,
  );
}

/**
 * The served page's state, put into the browser's query cache; null on a page the browser renders alone.
 * The data counts as fetched now: the served HTML is dropped from the server's cache by every write to what
 * it shows, so it is as fresh as a request made this moment (and no query refetches on mount).
 */
export function takeServerState(client: QueryClient): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as ServerState;
  const now = Date.now();
  for (const query of state.queries.queries) {
    const error = query.state.error as SentError | null;
    if (error) query.state.error = new ApiError(error.status, error.code, error.message);
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
    if (query.state.errorUpdatedAt) query.state.errorUpdatedAt = now;
  }
  hydrate(client, state.queries);
  return state;
}
