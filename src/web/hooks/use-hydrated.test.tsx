import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { deferredPart, HydratedContext, useHydrated } from './use-hydrated.tsx';

/** A part that says whether it reads as live. */
function Part({ name }: { name: string }) {
  return <p>{`${name}: ${useHydrated() ? 'live' : 'as served'}`}</p>;
}

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe('deferredPart (decision 046)', () => {
  it('is rendered in full by the server, which waits for its code', async () => {
    const Deferred = deferredPart(
      () => new Promise<typeof Part>((resolve) => setTimeout(() => resolve(Part), 10)),
      () => <span>placeholder</span>,
    );
    const served = await html(<Deferred name="heart" />);
    expect(served).toContain('heart: as served');
    expect(served).not.toContain('placeholder');
  });

  it('shows its placeholder, with the same props, while its code is not there in a render of its own', () => {
    const Deferred = deferredPart<{ name: string }>(
      () => new Promise(() => {}),
      ({ name }) => <span>{`placeholder for ${name}`}</span>,
    );
    expect(renderToStaticMarkup(<Deferred name="heart" />)).toContain('placeholder for heart');
  });

  it('renders as the server did (a guest, not live) even inside a live page: it may hydrate late (HydrationScope)', async () => {
    const Deferred = deferredPart(() => Promise.resolve(Part));
    const served = await html(
      <HydratedContext value={true}>
        <Deferred name="badges" />
      </HydratedContext>,
    );
    expect(served).toContain('badges: as served');
  });
});
