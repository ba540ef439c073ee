import { createContext, type ReactNode, useContext } from 'react';

/** Where the header's account slot shows: in the header bar, or as a flat list in the phone menu. */
export type Placement = 'header' | 'sheet';
const PlacementContext = createContext<Placement>('header');

/** Wrap the account slot in the phone menu with this: the profile items then show as a flat list. */
export function InMobileMenu({ children }: { children: ReactNode }) {
  return <PlacementContext value="sheet">{children}</PlacementContext>;
}

export function useAccountPlacement(): Placement {
  return useContext(PlacementContext);
}
