import {
  Heart,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  Package,
  ShieldCheck,
  Truck,
  UserRound,
} from 'lucide-react';
import { paths } from '#web/config/paths.ts';
import type { SessionUser } from '#web/lib/session.ts';
import { isAdmin, isTeam } from '#web/lib/session.ts';
import type { SessionT } from '../hooks/use-session-t.ts';

type SessionKey = Parameters<SessionT>[0];

export interface AccountLink {
  /** Its key in the session catalog. */
  label: SessionKey;
  href: string;
  icon: LucideIcon;
}

/**
 * docs/product.md §3.1, profile menu: Admin Panel and Two-factor sign-in (admins only, §5.7), My Orders,
 * My Address, Wishlist, Track Order, My Account (§5.10). Logout follows.
 */
export function accountLinks(user: SessionUser): AccountLink[] {
  const team: AccountLink[] = [
    { label: 'session.link.adminPanel', href: paths.admin.href(), icon: LayoutDashboard },
    { label: 'session.link.twoFactor', href: paths.adminTwoFactor.href(), icon: ShieldCheck },
  ];
  const everyone: AccountLink[] = [
    { label: 'session.link.myOrders', href: paths.orderHistory.href(), icon: Package },
    { label: 'session.link.myAddress', href: paths.profileAddress.href(), icon: MapPin },
    { label: 'session.link.wishlist', href: paths.wishlist.href(), icon: Heart },
    { label: 'session.link.trackOrder', href: paths.trackOrder.href(), icon: Truck },
    { label: 'session.link.myAccount', href: paths.account.href(), icon: UserRound },
  ];
  return isTeam(user) ? [...team, ...everyone] : everyone;
}

/** The key of 'Admin' or 'Welcome' (docs/product.md §3.1), shown with the email at the top of the menu. */
export const profileLabel = (user: SessionUser): SessionKey =>
  isAdmin(user) ? 'session.label.admin' : isTeam(user) ? 'session.label.staff' : 'session.label.customer';
