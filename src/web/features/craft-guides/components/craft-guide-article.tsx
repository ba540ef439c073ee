import { ArrowLeft, ArrowRight, Clock, HeartHandshake, Package } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { CRAFT_GUIDES as SHARED_GUIDES } from '#shared/constants/craft-guides.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { paths } from '#web/config/paths.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useGuideBody, useGuidesT } from '../i18n.ts';
import { CRAFT_GUIDES, type CraftGuide } from '../lib/guides.ts';

interface CraftGuideArticleProps {
  guide: CraftGuide;
  /** The category's cover picture, shown beside the introduction. */
  cover: ProductImage | null;
}

/** One craft-process page: introduction, time, materials, steps, care, and links to the shop and other guides. */
export function CraftGuideArticle({ guide, cover }: CraftGuideArticleProps) {
  const others = CRAFT_GUIDES.filter((g) => g.slug !== guide.slug);
  const { lang, t: shopT } = useI18n();
  const t = useGuidesT();
  const body = useGuideBody(guide.slug);
  const hindi = lang === 'hi';
  // The title and summary in Hindi from #shared/constants/craft-guides.ts; the body from its catalog.
  const shared = SHARED_GUIDES.find((g) => g.slug === guide.slug);
  const title = (hindi && shared?.titleHi) || guide.title;
  const summary = (hindi && shared?.summaryHi) || guide.summary;
  return (
    <article className="pb-16">
      <header className="bg-sand/60">
        <Container className="grid items-center gap-8 py-10 sm:py-14 lg:grid-cols-[1.2fr_1fr] lg:gap-12">
          <div className="flex flex-col gap-4">
            <p className="text-sm font-semibold tracking-wide text-secondary uppercase">
              {t('guides.kicker', { name: shopT(`category.${guide.category}`) })}
            </p>
            <h1 className="text-3xl sm:text-4xl">{title}</h1>
            <p className="text-lg text-muted">{summary}</p>
            <p className="flex items-start gap-2 rounded-card bg-surface p-4 text-base">
              <Clock
                aria-hidden="true"
                size={20}
                strokeWidth={1.75}
                className="mt-0.5 shrink-0 text-secondary"
              />
              <span>
                <strong className="font-semibold">{t('guides.time')} </strong>
                <span>{body.time}</span>
              </span>
            </p>
          </div>
          <ResponsiveImage
            image={cover}
            alt=""
            sizes="(min-width: 1024px) 460px, 100vw"
            priority
            className="aspect-[4/3] w-full rounded-card"
          />
        </Container>
      </header>

      <Container className="grid gap-12 pt-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16">
        <div className="flex max-w-prose flex-col gap-10">
          <div className="flex flex-col gap-4 text-lg">
            {body.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>

          <section aria-labelledby="steps-title" className="flex flex-col gap-5">
            <h2 id="steps-title" className="text-2xl sm:text-3xl">
              {t('guides.steps')}
            </h2>
            <ol className="flex flex-col gap-5">
              {body.steps.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-serif text-lg font-semibold text-primary-foreground"
                  >
                    {i + 1}
                  </span>
                  <div className="flex flex-col gap-1">
                    <h3 className="text-lg">{step.title}</h3>
                    <p className="text-base text-foreground/90">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="care-title" className="flex flex-col gap-4">
            <h2 id="care-title" className="flex items-center gap-2 text-2xl sm:text-3xl">
              <HeartHandshake aria-hidden="true" size={26} strokeWidth={1.75} className="text-secondary" />
              {t('guides.care')}
            </h2>
            <ul className="flex list-disc flex-col gap-2 pl-6 text-base marker:text-primary">
              {body.care.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>

          <p className="border-l-4 border-accent pl-4 font-serif text-xl">{body.closing}</p>
        </div>

        <aside className="flex flex-col gap-8 lg:sticky lg:top-24 lg:self-start">
          <section
            aria-labelledby="materials-title"
            className="rounded-card border border-border bg-surface p-6"
          >
            <h2 id="materials-title" className="mb-3 flex items-center gap-2 text-xl">
              <Package aria-hidden="true" size={20} strokeWidth={1.75} className="text-secondary" />
              {t('guides.materials')}
            </h2>
            <ul className="flex list-disc flex-col gap-1.5 pl-5 text-base marker:text-primary">
              {body.materials.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
            <Button asChild className="mt-6 w-full">
              <Link to={paths.products.href(guide.category)}>
                {t('guides.shop', { category: shopT(`category.${guide.category}`) })}
                <ArrowRight aria-hidden="true" strokeWidth={1.75} />
              </Link>
            </Button>
          </section>

          <nav aria-labelledby="more-guides-title">
            <h2 id="more-guides-title" className="mb-2 text-xl">
              {t('guides.more')}
            </h2>
            <ul>
              {others.map((g) => (
                <li key={g.slug}>
                  <Link
                    to={paths.craftGuide.href(g.slug)}
                    className="inline-flex min-h-11 items-center text-base text-primary underline-offset-4 hover:underline"
                  >
                    {(hindi && SHARED_GUIDES.find((s) => s.slug === g.slug)?.titleHi) || g.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </Container>

      <Container className="pt-12">
        <Button asChild variant="ghost">
          <Link to={paths.home.href()}>
            <ArrowLeft aria-hidden="true" strokeWidth={1.75} />
            {t('guides.backHome')}
          </Link>
        </Button>
      </Container>
    </article>
  );
}
