import { BadgeCheck, Hand, ShieldCheck, Truck } from 'lucide-react';
import { Container } from '#web/components/ui/container.tsx';
import { useT } from '#web/lib/i18n.tsx';

interface TrustBadgesProps {
  /** '₹500': the order value from which shipping is free (the store's rule). */
  freeShippingOver: string;
}

export function TrustBadges({ freeShippingOver }: TrustBadgesProps) {
  const t = useT();
  const badges = [
    { icon: Hand, title: t('trust.handmade'), text: t('trust.handmadeText') },
    {
      icon: Truck,
      title: t('trust.freeShipping'),
      text: t('trust.freeShippingText', { amount: freeShippingOver }),
    },
    { icon: ShieldCheck, title: t('trust.authentic'), text: t('trust.authenticText') },
    { icon: BadgeCheck, title: t('trust.quality'), text: t('trust.qualityText') },
  ];
  return (
    <section aria-label={t('trust.label')} className="border-y border-border bg-surface">
      <Container>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 py-10 sm:py-12 lg:grid-cols-4">
          {badges.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col items-center gap-2 text-center">
              <span className="grid size-12 place-items-center rounded-full bg-secondary/10 text-secondary">
                <Icon aria-hidden="true" size={22} strokeWidth={1.75} />
              </span>
              <h3 className="font-serif text-lg">{title}</h3>
              <p className="max-w-60 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
