import { Share2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { productText } from '#shared/catalog/product.ts';
import { productPath } from '#shared/catalog/product-slugs.ts';
import { pathInLang } from '#shared/i18n/translate.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { siteOrigin } from '#web/lib/site-origin.ts';

/**
 * "Share on WhatsApp" (issue 45 point 4, decision 089): a link to `wa.me` with the product's name and its page's
 * address in the page's language, so it works before the page is live and without JavaScript. Once live, a phone
 * with the Web Share API opens its own share sheet instead (WhatsApp among the apps), with the link's text.
 */
export function ShareToWhatsApp({ product, storeName }: { product: Product; storeName: string }) {
  const { t, lang } = useI18n();
  const name = productText(product, lang).name;
  const url = `${siteOrigin()}${pathInLang(productPath(product), lang)}`;
  const text = t('share.message', { name, store: storeName });
  const share = (event: MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator.share !== 'function') return;
    event.preventDefault();
    // A shopper who closes the share sheet has chosen not to share: nothing to say.
    navigator.share({ title: name, text, url }).catch(() => {});
  };
  return (
    <a
      href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
      target="_blank"
      rel="noopener noreferrer"
      onClick={share}
      className={buttonVariants({ variant: 'secondary' })}
    >
      <Share2 aria-hidden="true" className="size-5" strokeWidth={1.75} />
      {t('share.whatsapp')}
    </a>
  );
}
