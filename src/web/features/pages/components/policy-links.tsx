import { Link } from 'react-router';
import { type PolicyKind, policySlug, sitePageHref } from '#shared/pages/pages.ts';
import { type StorefrontKey, useT } from '#web/lib/i18n.tsx';

const LINK_LABELS: Record<PolicyKind, StorefrontKey> = {
  privacy: 'policy.privacy',
  terms: 'policy.terms',
  refunds: 'policy.refunds',
  shipping: 'policy.shipping',
  contact: 'policy.contact',
  accessibility: 'policy.accessibility',
};

/** The footer's Policies column: every policy page, named in the page's language. */
export function usePolicyLinks(): Array<{ label: string; href: string }> {
  const t = useT();
  return (Object.keys(LINK_LABELS) as PolicyKind[]).map((kind) => ({
    label: t(LINK_LABELS[kind]),
    href: sitePageHref(policySlug(kind)),
  }));
}

const linkClass = 'font-semibold text-primary underline-offset-2 hover:underline';

/**
 * "By placing your order you agree to our Terms, Refund policy and Privacy notice" (checkout), or the sign-up's
 * "By creating an account…": the pages open in a new tab, so the form being filled in stays as it is.
 */
export function PolicyAgreement({ action }: { action: 'order' | 'signUp' }) {
  const t = useT();
  const link = (kind: PolicyKind) => (
    <Link to={sitePageHref(policySlug(kind))} target="_blank" className={linkClass}>
      {t(LINK_LABELS[kind])}
    </Link>
  );
  return (
    <p className="text-sm text-muted">
      {t(action === 'order' ? 'policy.agreeOrder' : 'policy.agreeSignUp')} {link('terms')},{' '}
      {action === 'order' && <>{link('refunds')}, </>}
      {t('policy.and')} {link('privacy')}.
    </p>
  );
}
