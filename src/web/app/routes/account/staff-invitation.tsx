import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, UserPlus, UserRoundX } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { STAFF_MESSAGES } from '#shared/staff/staff.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PageMessage } from '#web/components/ui/page-message.tsx';
import { paths } from '#web/config/paths.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { useStoreSettings } from '#web/features/settings/hooks/use-store-settings.ts';
import { invitationApi } from '#web/features/staff-invitation/api/invitation-api.ts';
import { useStaffInvitationMessages } from '#web/features/staff-invitation/i18n.ts';
import { sessionQueryKey, useSession } from '#web/lib/session.ts';

/**
 * /staff-invitation?token=… (docs/product.md §5.11, decision 037): the link in a staff invitation. Signed
 * out: create the account (or sign in) with the invited email, then back here; signed in as that email:
 * Accept, and the two-factor enrolment opens (then the admin; review 2026-11-29 L3). The token stays in the
 * query (the server logs never keep query values).
 */
export function Component() {
  const { t, say, errorText } = useStaffInvitationMessages();
  usePageTitle(t('staffInvite.pageTitle'));
  const { storeName } = useStoreSettings();
  const token = useSearchParams()[0].get('token') ?? '';
  const { user, status } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invitation = useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: ({ signal }) => invitationApi.lookup(token, signal),
    enabled: token !== '',
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => invitationApi.accept(token),
    onSuccess: async (answer) => {
      toast.success(say(answer.message));
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      // Straight to the two-factor enrolment the team needs before the admin opens (review 2026-11-29 L3).
      await navigate(answer.redirectTo);
    },
    onError: (error) => toast.error(errorText(error)),
  });

  const title = t('staffInvite.title', { store: storeName });
  if (!token || invitation.isError) {
    return (
      <PageMessage icon={<UserRoundX aria-hidden="true" />} title={title}>
        <p role="alert">
          {invitation.isError ? errorText(invitation.error) : say(STAFF_MESSAGES.linkInvalid)}
        </p>
      </PageMessage>
    );
  }
  if (invitation.isPending || status === 'loading') {
    return (
      <PageMessage icon={<Loader2 aria-hidden="true" className="animate-spin" />} title={title}>
        <p role="status">{t('staffInvite.opening')}</p>
      </PageMessage>
    );
  }

  const { email, role } = invitation.data;
  const invited = t('staffInvite.invited', { store: storeName, role: t(`staffInvite.role.${role}`), email });
  const here = `${paths.staffInvitation.href()}?token=${encodeURIComponent(token)}`;

  if (!user) {
    return (
      <PageMessage
        icon={<UserPlus aria-hidden="true" />}
        title={title}
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild size="lg">
              <Link to={`${paths.auth.href(here)}&tab=signup`}>{t('staffInvite.createAccount')}</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.auth.href(here)}>{t('staffInvite.signIn')}</Link>
            </Button>
          </div>
        }
      >
        <p>{invited}</p>
        <p>{t('staffInvite.signUpText')}</p>
      </PageMessage>
    );
  }
  if (user.email.toLowerCase() !== email) {
    return (
      <PageMessage icon={<UserRoundX aria-hidden="true" />} title={title}>
        <p>{invited}</p>
        <p role="alert">{say(STAFF_MESSAGES.wrongAccount)}</p>
      </PageMessage>
    );
  }
  return (
    <PageMessage
      icon={<UserPlus aria-hidden="true" />}
      title={title}
      action={
        <Button size="lg" disabled={accept.isPending} onClick={() => accept.mutate()}>
          {t(accept.isPending ? 'staffInvite.joining' : 'staffInvite.accept')}
        </Button>
      }
    >
      <p>{invited}</p>
    </PageMessage>
  );
}
