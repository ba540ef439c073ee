import type { ReactNode } from 'react';

const SLOT = '\u0000';

/**
 * A catalog message with an element in it (a bold email, a ticking time), where each language puts it:
 * `text` gets the placeholder's stand-in, the element goes where the message put it.
 */
export function Slotted({ text, children }: { text: (slot: string) => string; children: ReactNode }) {
  const [before, after] = text(SLOT).split(SLOT);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
