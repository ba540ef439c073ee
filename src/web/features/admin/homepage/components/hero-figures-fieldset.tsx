import { useWatch } from 'react-hook-form';
import { formatCount } from '#shared/format/numbers.ts';
import {
  HERO_FIGURE_LABEL_MAX,
  HERO_FIGURE_SHOWS,
  HERO_FIGURE_VALUE_MAX,
  HERO_FIGURES,
  type HeroFigureKey,
  MIN_REVIEWS_FOR_RATING,
  type ShopFigures,
  shopFigureValue,
} from '#shared/home/hero-figures.ts';
import { RadioGroupField, TextField } from '#web/components/ui/form/fields.tsx';
import { useHomepageT } from '../i18n.ts';

/** What "your shop's figure" would show now, so the owner chooses knowing it. */
function ShopFigureNow({ figure, shop }: { figure: HeroFigureKey; shop: ShopFigures }) {
  const t = useHomepageT();
  const value = shopFigureValue(figure, shop);
  const count = formatCount(shop.reviewCount);
  let text: string;
  if (value !== null) {
    text =
      figure === 'rating'
        ? t('adminHomepage.shopNow.rating', { value, count })
        : t(`adminHomepage.shopNow.${figure}`, { value });
  } else if (figure === 'rating' && shop.reviewCount > 0) {
    text = t('adminHomepage.shopNow.hiddenFewReviews', {
      count,
      min: MIN_REVIEWS_FOR_RATING,
    });
  } else {
    text = t('adminHomepage.shopNow.hiddenZero');
  }
  return <p className="text-sm text-muted">{text}</p>;
}

function FigureChoice({ figure, shop }: { figure: HeroFigureKey; shop: ShopFigures }) {
  const t = useHomepageT();
  const name = `figureChoices.${figure}`;
  const show = useWatch({ name: `${name}.show` }) as string;
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border p-4">
      <RadioGroupField
        name={`${name}.show`}
        legend={t(`adminHomepage.figure.${figure}`)}
        options={HERO_FIGURE_SHOWS}
        optionLabel={(option) => t(`adminHomepage.show.${option}` as never)}
      />
      {show === 'shop' && <ShopFigureNow figure={figure} shop={shop} />}
      {show === 'typed' && (
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            name={`${name}.value`}
            label={t('adminHomepage.figureValue')}
            description={t('adminHomepage.figureValueHint')}
            maxLength={HERO_FIGURE_VALUE_MAX}
          />
          <TextField
            name={`${name}.label`}
            label={t('adminHomepage.figureLabel')}
            maxLength={HERO_FIGURE_LABEL_MAX}
          />
          <TextField
            name={`${name}.labelHi`}
            label={t('adminHomepage.figureLabelHi')}
            maxLength={HERO_FIGURE_LABEL_MAX}
            lang="hi"
          />
        </div>
      )}
    </div>
  );
}

/** The hero's three figures (decision 080): each the shop's own number, one the owner types, or hidden. */
export function HeroFiguresFieldset({ shop }: { shop: ShopFigures }) {
  const t = useHomepageT();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold">{t('adminHomepage.figures')}</legend>
      <p className="text-sm text-muted">{t('adminHomepage.figuresHint')}</p>
      {HERO_FIGURES.map((figure) => (
        <FigureChoice key={figure} figure={figure} shop={shop} />
      ))}
    </fieldset>
  );
}
