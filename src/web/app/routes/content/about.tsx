import { ArrowRight, BadgeCheck, HandHeart, Mail, MapPin, Phone, ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { paths } from '#web/config/paths.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { useStoreSettings } from '#web/features/settings/hooks/use-store-settings.ts';

const VALUES = [
  {
    icon: BadgeCheck,
    title: 'Quality Assured',
    text: 'Every piece is checked by hand, in good light, before it is wrapped. If it is not right, it does not leave the workbench.',
  },
  {
    icon: HandHeart,
    title: 'Handmade with Love',
    text: 'No machines and no mass production. Each piece is knotted, stitched, poured or painted by a person who loves the craft.',
  },
  {
    icon: Truck,
    title: 'Fast Delivery',
    text: 'Orders are processed within 24 hours and usually reach you in 5 to 7 business days, carefully packed.',
  },
  {
    icon: ShieldCheck,
    title: '100% Authentic',
    text: 'What you see is what the artisan made. We never resell factory goods as handmade.',
  },
];

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function Component() {
  usePageTitle('About Us');
  const settings = useStoreSettings();
  const place = [settings.city, settings.region, settings.country].filter(Boolean).join(', ');

  return (
    <>
      <section className="bg-sand/60">
        <Container className="flex flex-col gap-6 py-12 sm:py-16 lg:max-w-4xl">
          <p className="text-sm font-semibold tracking-wide text-secondary uppercase">About Us</p>
          <h1 className="text-3xl sm:text-4xl">{settings.tagline}</h1>
          <div className="flex flex-col gap-4 text-lg">
            <p>
              {settings.storeName} began at a kitchen table in {settings.city}, with a handful of dream
              catchers made for friends. Friends asked for more, then their friends did, and slowly a small
              circle of makers formed around that table.
            </p>
            <p>
              Today we work with artisans across India: embroiderers, Lippan artists from Kutch, candle
              makers, calligraphers and resin artists. Some work from small studios, many from home. We help
              them reach people who value slow, careful work, and we make sure they are paid fairly for it.
            </p>
            <p className="text-muted">
              The word <em>karigar</em> means a craftsperson, someone who makes things with their hands. That
              is who this shop is for, and who it belongs to.
            </p>
          </div>
        </Container>
      </section>

      <section aria-labelledby="values-title" className="py-14 sm:py-20">
        <Container className="flex flex-col gap-10">
          <SectionHeading
            id="values-title"
            title="What We Stand For"
            description="Four promises behind every order."
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
                <h3 className="text-xl">{title}</h3>
                <p className="text-base text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="promise-title" className="bg-secondary text-primary-foreground">
        <Container className="flex flex-col items-start gap-5 py-14 sm:py-16 lg:max-w-4xl">
          <h2 id="promise-title" className="text-2xl sm:text-3xl">
            Our product promise
          </h2>
          <p className="text-lg">
            Handmade means small differences: a knot set slightly apart, a mirror that catches the light a
            little differently. We see these as the mark of a human hand, never as flaws. But if a piece
            arrives damaged or is not what you expected, tell us within 48 hours and we will repair, replace
            or refund it. No long forms, no fuss.
          </p>
          <Button asChild size="lg" className="bg-surface text-foreground hover:bg-sand">
            <Link to={paths.products.href()}>
              Browse the collection
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
            title="Get in Touch"
            description="Questions about a piece, a custom order or a gift? We reply within a day."
          />
          <address className="grid gap-4 not-italic sm:grid-cols-3">
            <a
              href={telHref(settings.contactPhone)}
              className="flex flex-col gap-2 rounded-card border border-border bg-surface p-5 transition-shadow hover:shadow-soft"
            >
              <Phone aria-hidden="true" size={20} strokeWidth={1.75} className="text-primary" />
              <span className="text-sm text-muted">Phone</span>
              <span className="font-semibold">{settings.contactPhone}</span>
            </a>
            <a
              href={`mailto:${settings.contactEmail}`}
              className="flex flex-col gap-2 rounded-card border border-border bg-surface p-5 transition-shadow hover:shadow-soft"
            >
              <Mail aria-hidden="true" size={20} strokeWidth={1.75} className="text-primary" />
              <span className="text-sm text-muted">Email</span>
              <span className="font-semibold break-all">{settings.contactEmail}</span>
            </a>
            <div className="flex flex-col gap-2 rounded-card border border-border bg-surface p-5">
              <MapPin aria-hidden="true" size={20} strokeWidth={1.75} className="text-primary" />
              <span className="text-sm text-muted">Studio</span>
              <span className="font-semibold">{place}</span>
            </div>
          </address>
        </Container>
      </section>
    </>
  );
}
