import { Heart, MapPin, Package } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import {
  EMAIL_VERIFIED,
  homePathFor,
  OTP_RESEND_LOCK_SECONDS,
  OTP_TTL_SECONDS,
  PASSWORD_RESET_SUCCESS,
  SIGN_IN_REQUIRED,
} from '#shared/auth/auth.schemas.ts';
import { isGoogleSignInFailure } from '#shared/auth/google.ts';
import { LogoMark } from '#web/components/layout/logo.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { ForgotPasswordDialog } from '#web/features/auth/components/forgot-password-dialog.tsx';
import { GoogleSignIn } from '#web/features/auth/components/google-sign-in.tsx';
import { SignInForm } from '#web/features/auth/components/sign-in-form.tsx';
import { SignUpForm } from '#web/features/auth/components/sign-up-form.tsx';
import {
  type PendingVerification,
  VerifyEmailDialog,
} from '#web/features/auth/components/verify-email-dialog.tsx';
import { type AuthT, useAuthMessages } from '#web/features/auth/hooks/use-auth-t.ts';
import { useFinishSignIn } from '#web/features/auth/hooks/use-finish-sign-in.ts';
import { codeClock } from '#web/features/auth/lib/code-timer.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { useStoreSettings } from '#web/features/settings/hooks/use-store-settings.ts';
import { cn } from '#web/lib/cn.ts';
import { safeReturnPath } from '#web/lib/return-path.ts';
import { useSession } from '#web/lib/session.ts';

type Tab = 'signin' | 'signup';
const TABS = [
  { id: 'signin', label: 'auth.tab.signIn' },
  { id: 'signup', label: 'auth.tab.signUp' },
] as const satisfies { id: Tab; label: Parameters<AuthT>[0] }[];

/** `?reset=done` says the password was just reset; any other `?reset` opens the Forgot Password dialog. */
const RESET_DONE = 'done';
const isOn = (value: string | null) => value !== null && value !== '0' && value !== 'false';

/**
 * /auth (docs/product.md §5.1): Sign In and Sign Up tabs (the tab lives in `?tab=signup`), the Forgot
 * Password dialog and the code-verification overlay. Signed-in visitors go to `?next` if given, else / (admins
 * to /admin). Reads `?verified` and `?reset`.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const { t, say } = useAuthMessages();
  usePageTitle(t(tab === 'signup' ? 'auth.tab.signUp' : 'auth.tab.signIn'));
  const { storeName } = useStoreSettings();
  const { user } = useSession();
  // Audit 6.1: the page that sent the visitor here (?next=), returned to after signing in.
  const next = safeReturnPath(params.get('next'));
  const finishSignIn = useFinishSignIn(next);
  // Set once this page signs someone in, so its own navigation wins over the signed-in redirect.
  const signingIn = useRef(false);

  const [email, setEmail] = useState('');
  const [signInKey, setSignInKey] = useState(0);
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  const reset = params.get('reset');
  const verified = isOn(params.get('verified'));
  // Back from Google without a session (decision 038): why, in words.
  const googleFailure = params.get('google');
  const showForgot = forgotOpen || (reset !== null && reset !== RESET_DONE);

  function updateParams(change: (next: URLSearchParams) => void) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function selectTab(next: Tab) {
    updateParams((p) => (next === 'signup' ? p.set('tab', 'signup') : p.delete('tab')));
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const order = TABS.map((t) => t.id);
    const index = order.indexOf(tab);
    const target =
      event.key === 'ArrowRight'
        ? order[(index + 1) % order.length]
        : event.key === 'ArrowLeft'
          ? order[(index - 1 + order.length) % order.length]
          : event.key === 'Home'
            ? order[0]
            : event.key === 'End'
              ? order[order.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    selectTab(target);
    document.getElementById(`auth-tab-${target}`)?.focus();
  }

  if (user && !signingIn.current) return <Navigate to={next ?? homePathFor(user.role)} replace />;

  const signedIn = (answer: Parameters<typeof finishSignIn>[0]) => {
    signingIn.current = true;
    setPending(null);
    finishSignIn(answer);
  };

  return (
    <Container className="py-6 sm:py-12">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-card border border-border bg-surface shadow-soft lg:grid-cols-[5fr_6fr]">
        <BrandPanel storeName={storeName} t={t} />

        <section className="flex flex-col gap-6 px-5 py-7 sm:px-10 sm:py-10" aria-labelledby="auth-heading">
          <header className="flex flex-col gap-1.5">
            <h1 id="auth-heading" className="text-3xl">
              {t(tab === 'signup' ? 'auth.heading.signUp' : 'auth.heading.signIn')}
            </h1>
            <p className="text-base text-muted">
              {t(tab === 'signup' ? 'auth.lead.signUp' : 'auth.lead.signIn', { store: storeName })}
            </p>
          </header>

          {verified && (
            <FormNote>
              {say(EMAIL_VERIFIED)} {say(SIGN_IN_REQUIRED)}
            </FormNote>
          )}
          {reset === RESET_DONE && <FormNote>{say(PASSWORD_RESET_SUCCESS)}</FormNote>}
          {isGoogleSignInFailure(googleFailure) && (
            <FormNote tone="danger">{t(`auth.google.failure.${googleFailure}`)}</FormNote>
          )}

          <div
            role="tablist"
            aria-label={t('auth.tabs')}
            className="grid grid-cols-2 gap-1 rounded-full bg-sand p-1"
          >
            {TABS.map(({ id, label }) => {
              const selected = tab === id;
              return (
                <button
                  key={id}
                  type="button"
                  role="tab"
                  id={`auth-tab-${id}`}
                  aria-selected={selected}
                  aria-controls={`auth-panel-${id}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => selectTab(id)}
                  onKeyDown={onTabKey}
                  className={cn(
                    'min-h-11 rounded-full px-4 text-base font-semibold transition-colors',
                    selected ? 'bg-surface text-foreground shadow-sm' : 'text-muted hover:text-foreground',
                  )}
                >
                  {t(label)}
                </button>
              );
            })}
          </div>

          <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
            {tab === 'signin' ? (
              <SignInForm
                key={signInKey}
                initialEmail={email}
                focusPassword={signInKey > 0}
                onEmailChange={setEmail}
                onSignedIn={signedIn}
                onNeedsVerification={(address, message) =>
                  setPending({
                    email: address,
                    note: message,
                    // A fresh code was mailed with the refusal (or a recent one is still good).
                    clock: codeClock({
                      expiresInSeconds: OTP_TTL_SECONDS,
                      resendAfterSeconds: OTP_RESEND_LOCK_SECONDS,
                    }),
                  })
                }
                onForgotPassword={() => setForgotOpen(true)}
              />
            ) : (
              <SignUpForm
                onCodeSent={(answer) =>
                  setPending({ email: answer.email, clock: codeClock(answer), note: say(answer.message) })
                }
              />
            )}
          </div>

          <GoogleSignIn next={next} />

          <p className="text-center text-sm text-muted">
            {t(tab === 'signup' ? 'auth.switch.toSignIn' : 'auth.switch.toSignUp')}{' '}
            <button
              type="button"
              onClick={() => selectTab(tab === 'signup' ? 'signin' : 'signup')}
              className="inline-flex min-h-11 items-center px-1 font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t(tab === 'signup' ? 'auth.switch.signIn' : 'auth.switch.signUp')}
            </button>
          </p>
        </section>
      </div>

      <VerifyEmailDialog pending={pending} onPendingChange={setPending} onVerified={signedIn} />
      <ForgotPasswordDialog
        open={showForgot}
        onOpenChange={(open) => {
          setForgotOpen(open);
          if (!open && reset !== null && reset !== RESET_DONE) updateParams((p) => p.delete('reset'));
        }}
        initialEmail={email}
        onReset={(address) => {
          setEmail(address);
          setSignInKey((k) => k + 1);
          updateParams((p) => {
            p.delete('tab');
            p.delete('verified');
            p.set('reset', RESET_DONE);
          });
        }}
      />
    </Container>
  );
}

const PERKS = [
  { icon: Package, text: 'auth.brand.perkOrders' },
  { icon: MapPin, text: 'auth.brand.perkAddresses' },
  { icon: Heart, text: 'auth.brand.perkWishlist' },
] as const;

/** The warm side of the card on wide screens: the mark, a line of welcome, what an account is for. */
function BrandPanel({ storeName, t }: { storeName: string; t: AuthT }) {
  return (
    <aside className="hidden flex-col justify-between gap-10 bg-secondary p-10 text-primary-foreground lg:flex">
      <div className="flex flex-col gap-4">
        <LogoMark className="size-11" />
        <p className="font-serif text-3xl leading-tight font-semibold text-balance">
          {t('auth.brand.tagline')}
        </p>
        <p className="text-base text-primary-foreground/85">{t('auth.brand.keeps', { store: storeName })}</p>
      </div>
      <ul className="flex flex-col gap-4">
        {PERKS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-base">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-foreground/12">
              <Icon aria-hidden="true" size={18} strokeWidth={1.75} />
            </span>
            <span className="pt-1.5">{t(text)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
