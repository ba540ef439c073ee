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

/** The profile menu's label under the email (docs/product.md §3.1: 'Admin' or 'Welcome'). */
const PROFILE_LABEL = { admin: 'Admin', staff: 'Staff', customer: 'Welcome' } as const;

export interface AccountLink {
  label: string;
  href: string;
  icon: LucideIcon;
}

/**
 * docs/product.md §3.1, profile menu: Admin Panel and Two-factor sign-in (admins only, §5.7), My Orders,
 * My Address, Wishlist, Track Order, My Account (§5.10). Logout follows.
 */
export function accountLinks(user: SessionUser): AccountLink[] {
  return [
    ...(isTeam(user)
      ? [
          { label: 'Admin Panel', href: paths.admin.href(), icon: LayoutDashboard },
          { label: 'Two-factor sign-in', href: paths.adminTwoFactor.href(), icon: ShieldCheck },
        ]
      : []),
    { label: 'My Orders', href: paths.orderHistory.href(), icon: Package },
    { label: 'My Address', href: paths.profileAddress.href(), icon: MapPin },
    { label: 'Wishlist', href: paths.wishlist.href(), icon: Heart },
    { label: 'Track Order', href: paths.trackOrder.href(), icon: Truck },
    { label: 'My Account', href: paths.account.href(), icon: UserRound },
  ];
}

/** 'Admin' or 'Welcome', shown with the email at the top of the menu. */
export const profileLabel = (user: SessionUser): string =>
  isAdmin(user) ? PROFILE_LABEL.admin : isTeam(user) ? PROFILE_LABEL.staff : PROFILE_LABEL.customer;
