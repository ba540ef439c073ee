import { BadgeCheck, Hand, ShieldCheck, Truck } from 'lucide-react';
import { Container } from '#web/components/ui/container.tsx';

interface TrustBadgesProps {
  /** 'on orders of ₹500 or more': the store's free-shipping rule in words. */
  freeShippingCondition: string;
}

export function TrustBadges({ freeShippingCondition }: TrustBadgesProps) {
  const badges = [
    {
      icon: Hand,
      title: '100% Handmade',
      text: 'Every piece is shaped by hand, one at a time, never by a machine.',
    },
    {
      icon: Truck,
      title: 'Free Shipping',
      text: `${freeShippingCondition.charAt(0).toUpperCase()}${freeShippingCondition.slice(1)}, anywhere in India.`,
    },
    {
      icon: ShieldCheck,
      title: '100% Authentic',
      text: "Straight from the artisan's workbench to your door.",
    },
    { icon: BadgeCheck, title: 'Quality Assured', text: 'We check each piece by hand before it is packed.' },
  ];
  return (
    <section aria-label="Our promise" className="border-y border-border bg-surface">
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
