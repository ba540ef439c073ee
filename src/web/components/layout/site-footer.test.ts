import { describe, expect, it } from 'vitest';
import { quickLinks } from './site-footer.tsx';

describe('the footer quick links', () => {
  it('audit 1.2: Login only for guests', () => {
    expect(quickLinks(false).map((l) => l.label)).toEqual([
      'nav.home',
      'nav.allProducts',
      'nav.aboutUs',
      'nav.login',
      'nav.gallery',
      'nav.trackOrder',
    ]);
    expect(quickLinks(true).map((l) => l.label)).toEqual([
      'nav.home',
      'nav.allProducts',
      'nav.aboutUs',
      'nav.gallery',
      'nav.trackOrder',
    ]);
  });
});
