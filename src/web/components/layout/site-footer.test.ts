import { describe, expect, it } from 'vitest';
import { quickLinks } from './site-footer.tsx';

describe('the footer quick links', () => {
  it('audit 1.2: Login only for guests', () => {
    expect(quickLinks(false).map((l) => l.label)).toEqual([
      'Home',
      'All Products',
      'About Us',
      'Login',
      'Gallery',
      'Track Order',
    ]);
    expect(quickLinks(true).map((l) => l.label)).toEqual([
      'Home',
      'All Products',
      'About Us',
      'Gallery',
      'Track Order',
    ]);
  });
});
