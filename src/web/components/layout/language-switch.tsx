import { clsx } from 'clsx';
import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { LANGS, type Lang } from '#shared/i18n/translate.ts';
import { useI18n } from '#web/lib/i18n.tsx';

/** Each language by its own name (a reader looks for their language written in it). */
const AUTONYMS: Record<Lang, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * A link to this page in the other language (decision 035). It goes through the server, which keeps the choice
 * (a cookie, and the profile of a signed-in customer) and sends the browser on to the page under the other
 * language's prefix. A real link: it works before hydration and without JavaScript, and loads the other
 * language's catalog with the page.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const other = LANGS.find((l) => l !== lang)!;
  const next = `${location.pathname}${location.search}`;
  return (
    <a
      href={`/api/language?lang=${other}&next=${encodeURIComponent(next)}`}
      hrefLang={other}
      lang={other}
      title={t('lang.switchLabel')}
      className={clsx('ui-language-switch', className)}
    >
      <Languages aria-hidden="true" size={18} strokeWidth={1.75} />
      {AUTONYMS[other]}
    </a>
  );
}
