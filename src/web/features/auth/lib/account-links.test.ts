import { describe, expect, it } from 'vitest';
import { createTranslator } from '#shared/i18n/translate.ts';
import en from '#web/i18n/en/session.json';
import type { SessionUser } from '#web/lib/session.ts';
import { accountLinks, profileLabel } from './account-links.ts';
import { initials, shortName } from './user-display.ts';

const customer: SessionUser = {
  id: 'u1',
  email: 'asha.rao@example.in',
  name: 'Asha Rao',
  role: 'user',
  emailVerified: true,
  language: null,
  twoFactorEnabled: false,
};
const t = createTranslator('en', en);
const admin: SessionUser = {
  ...customer,
  id: 'u2',
  email: 'admin@karigar.in',
  role: 'admin',
  twoFactorEnabled: true,
};

describe('profile menu', () => {
  it('lists the spec items in order, then My Account (audit B1, B2); Admin Panel only for admins', () => {
    expect(accountLinks(customer).map((l) => [t(l.label), l.href])).toEqual([
      ['My Orders', '/order-history'],
      ['My Address', '/profile/address'],
      ['Wishlist', '/wishlist'],
      ['Track Order', '/track-order'],
      ['My Account', '/account'],
    ]);
    expect(accountLinks(admin).map((l) => t(l.label))).toEqual([
      'Admin Panel',
      'Two-factor sign-in',
      'My Orders',
      'My Address',
      'Wishlist',
      'Track Order',
      'My Account',
    ]);
    expect(accountLinks(admin)[0]?.href).toBe('/admin');
    expect(accountLinks(admin)[1]?.href).toBe('/admin/two-factor');
  });

  it('labels admins Admin and everyone else Welcome', () => {
    expect(t(profileLabel(admin))).toBe('Admin');
    expect(t(profileLabel(customer))).toBe('Welcome');
  });

  it('names the button by first name, falling back to the email', () => {
    expect(shortName(customer)).toBe('Asha');
    expect(shortName({ name: '  ', email: 'meera@example.in' })).toBe('meera');
    expect(initials(customer)).toBe('AR');
    expect(initials({ name: 'kavya', email: 'k@x.in' })).toBe('K');
    expect(initials({ name: '', email: 'zoya@x.in' })).toBe('Z');
  });
});
