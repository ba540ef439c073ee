import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import { DEFAULT_STORE_SETTINGS } from '#shared/settings/store-settings.ts';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import { type StorefrontKey, useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';

export interface FooterLink {
  label: string;
  href: string;
}

interface SiteFooterProps {
  settings: Pick<
    StoreSettings,
    'storeName' | 'tagline' | 'contactPhone' | 'contactEmail' | 'city' | 'region' | 'country'
  >;
  /** Links to the craft-process pages. */
  craftGuides: FooterLink[];
  /** Links to the policy pages (decision 077). */
  policies: FooterLink[];
}

/** docs/product.md §3.1 Quick Links; Login only for guests (audit 1.2: signed in, /auth would just send them home). */
export function quickLinks(signedIn: boolean): Array<{ label: StorefrontKey; href: string }> {
  return [
    { label: 'nav.home', href: paths.home.href() },
    { label: 'nav.allProducts', href: paths.products.href() },
    { label: 'nav.aboutUs', href: paths.about.href() },
    ...(signedIn ? [] : [{ label: 'nav.login' as const, href: paths.auth.href() }]),
    { label: 'nav.gallery', href: paths.gallery.href() },
    { label: 'nav.trackOrder', href: paths.trackOrder.href() },
  ];
}

const linkClass = 'inline-flex min-h-11 items-center text-base text-muted hover:text-primary sm:min-h-9';

function FooterColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-2 font-sans text-sm font-semibold tracking-wide text-foreground uppercase">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Digits and a leading + only, as `tel:` links expect. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function SiteFooter({ settings, craftGuides, policies }: SiteFooterProps) {
  const t = useT();
  const year = new Date().getFullYear();
  const signedIn = useSession().status === 'signed-in';
  const place = [settings.city, settings.region, settings.country].filter(Boolean).join(', ');
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-3 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.3fr] lg:gap-8">
        <div className="col-span-2 flex flex-col gap-3 sm:col-span-3 lg:col-span-1">
          <Link
            to={paths.home.href()}
            className="self-start rounded-control"
            aria-label={t('nav.storeHome', { store: settings.storeName })}
          >
            <Logo name={settings.storeName} />
          </Link>
          <p className="max-w-xs text-base text-muted">
            {/* The shop's own tagline as the admin wrote it; the demo's default is said in the page's language. */}
            {settings.tagline === DEFAULT_STORE_SETTINGS.tagline ? t('footer.tagline') : settings.tagline}
          </p>
        </div>

        <FooterColumn
          id="footer-quick-links"
          title={t('footer.quickLinks')}
          links={quickLinks(signedIn).map((link) => ({ ...link, label: t(link.label) }))}
        />
        <FooterColumn id="footer-craft-guides" title={t('footer.craftGuides')} links={craftGuides} />
        <FooterColumn id="footer-policies" title={t('footer.policies')} links={policies} />

        <div className="col-span-2 sm:col-span-1">
          <h2 className="mb-2 font-sans text-sm font-semibold tracking-wide uppercase">
            {t('footer.getInTouch')}
          </h2>
          <address className="flex flex-col not-italic">
            <a href={telHref(settings.contactPhone)} className={`${linkClass} gap-2`}>
              <Phone aria-hidden="true" size={18} strokeWidth={1.75} className="shrink-0" />
              {settings.contactPhone}
            </a>
            <a href={`mailto:${settings.contactEmail}`} className={`${linkClass} gap-2 break-all`}>
              <Mail aria-hidden="true" size={18} strokeWidth={1.75} className="shrink-0" />
              {settings.contactEmail}
            </a>
            <p className="flex min-h-11 items-center gap-2 text-base text-muted sm:min-h-9">
              <MapPin aria-hidden="true" size={18} strokeWidth={1.75} className="shrink-0" />
              {place}
            </p>
          </address>
        </div>
      </Container>
      <div className="border-t border-border">
        <Container className="flex flex-col gap-1 py-5 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.rights', { year, store: settings.storeName })}</p>
          <LanguageSwitch className="-ml-2 self-start text-sm sm:ml-0" />
          <p>{t('footer.madeIn', { city: settings.city })}</p>
        </Container>
      </div>
    </footer>
  );
}
