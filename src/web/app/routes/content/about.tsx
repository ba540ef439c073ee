import { ArrowRight, BadgeCheck, HandHeart, Mail, MapPin, Phone, ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { paths } from '#web/config/paths.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { useStoreSettings } from '#web/features/settings/hooks/use-store-settings.ts';
import en from '#web/i18n/en/about.json';
import { defineCatalog, useI18n } from '#web/lib/i18n.tsx';

/** The page's own texts (decision 035): English in this chunk, Hindi downloaded on /hi/about only. */
const useAboutT = defineCatalog(en, { hi: () => import('#web/i18n/hi/about.json') });

const VALUES = [
  { icon: BadgeCheck, title: 'about.quality', text: 'about.qualityText' },
  { icon: HandHeart, title: 'about.handmade', text: 'about.handmadeText' },
  { icon: Truck, title: 'about.delivery', text: 'about.deliveryText' },
  { icon: ShieldCheck, title: 'about.authentic', text: 'about.authenticText' },
] as const;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function Component() {
  const { lang } = useI18n();
  const t = useAboutT();
  usePageTitle(t('about.kicker'));
  const settings = useStoreSettings();
  const place = [settings.city, settings.region, settings.country].filter(Boolean).join(', ');

  return (
    <>
      <section className="bg-sand/60">
        <Container className="flex flex-col gap-6 py-12 sm:py-16 lg:max-w-4xl">
          <p className="text-sm font-semibold tracking-wide text-secondary uppercase">{t('about.kicker')}</p>
          {/* The admin's tagline is English; Hindi pages say it in Hindi. */}
          <h1 className="text-3xl sm:text-4xl">{lang === 'hi' ? t('about.heading') : settings.tagline}</h1>
          <div className="flex flex-col gap-4 text-lg">
            <p>{t('about.story1', { store: settings.storeName, city: settings.city })}</p>
            <p>{t('about.story2')}</p>
            <p className="text-muted">{t('about.story3')}</p>
          </div>
        </Container>
      </section>

      <section aria-labelledby="values-title" className="py-14 sm:py-20">
        <Container className="flex flex-col gap-10">
          <SectionHeading
            id="values-title"
            title={t('about.valuesTitle')}
            description={t('about.valuesText')}
          />
          <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="flex flex-col gap-3 rounded-card border border-border bg-surface p-6"
              >
                <span className="grid size-12 place-items-center rounded-full bg-secondary/10 text-secondary">
                  <Icon aria-hidden="true" size={22} strokeWidth={1.75} />
                </span>
                <h3 className="text-xl">{t(title)}</h3>
                <p className="text-base text-muted">{t(text)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="promise-title" className="bg-secondary text-primary-foreground">
        <Container className="flex flex-col items-start gap-5 py-14 sm:py-16 lg:max-w-4xl">
          <h2 id="promise-title" className="text-2xl sm:text-3xl">
            {t('about.promiseTitle')}
          </h2>
          <p className="text-lg">{t('about.promiseText')}</p>
          <Button asChild size="lg" className="bg-surface text-foreground hover:bg-sand">
            <Link to={paths.products.href()}>
              {t('about.browse')}
              <ArrowRight aria-hidden="true" strokeWidth={1.75} />
            </Link>
          </Button>
        </Container>
      </section>

      <section aria-labelledby="contact-title" className="py-14 sm:py-20">
        <Container className="flex flex-col gap-8 lg:max-w-4xl">
          <SectionHeading
            id="contact-title"
            align="start"
            title={t('about.contactTitle')}
            description={t('about.contactText')}
          />
          <address className="grid gap-4 not-italic sm:grid-cols-3">
            <a
              href={telHref(settings.contactPhone)}
              className="flex flex-col gap-2 rounded-card border border-border bg-surface p-5 transition-shadow hover:shadow-soft"
            >
              <Phone aria-hidden="true" size={20} strokeWidth={1.75} className="text-primary" />
              <span className="text-sm text-muted">{t('about.phone')}</span>
              <span className="font-semibold">{settings.contactPhone}</span>
            </a>
            <a
              href={`mailto:${settings.contactEmail}`}
              className="flex flex-col gap-2 rounded-card border border-border bg-surface p-5 transition-shadow hover:shadow-soft"
            >
              <Mail aria-hidden="true" size={20} strokeWidth={1.75} className="text-primary" />
              <span className="text-sm text-muted">{t('about.email')}</span>
              <span className="font-semibold break-all">{settings.contactEmail}</span>
            </a>
            <div className="flex flex-col gap-2 rounded-card border border-border bg-surface p-5">
              <MapPin aria-hidden="true" size={20} strokeWidth={1.75} className="text-primary" />
              <span className="text-sm text-muted">{t('about.studio')}</span>
              <span className="font-semibold">{place}</span>
            </div>
          </address>
        </Container>
      </section>
    </>
  );
}
