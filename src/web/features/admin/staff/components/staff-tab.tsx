import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailPlus, RotateCw, Send, UserMinus, Users, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '#shared/format/dates.ts';
import {
  type Invitation,
  type InviteInput,
  inviteInputSchema,
  type TeamMember,
} from '#shared/staff/staff.schemas.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { SelectField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { FormCard } from '../../shell/components/form-card.tsx';
import { CardListSkeleton, RefreshDataButton } from '../../shell/components/list-parts.tsx';
import {
  cancelInvitation,
  inviteToTeam,
  resendInvitation,
  revokeMember,
  staffQueryOptions,
} from '../api/staff-api.ts';
import { useAdminStaffT, useStaffMessages } from '../i18n.ts';

const EMPTY: InviteInput = { email: '', role: 'staff' };

/**
 * docs/product.md §7.13, the Staff tab (admins only): invite by email as Admin or Staff, the team (role,
 * since, last active) with Remove access, and the open invitations with Resend and Cancel.
 */
export default function StaffTab() {
  const t = useAdminStaffT();
  const { locale } = useI18n();
  const when = (iso: string) => formatDateTime(new Date(iso), locale);
  const queryClient = useQueryClient();
  const team = useQuery(staffQueryOptions());
  const [revoking, setRevoking] = useState<TeamMember | null>(null);
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const form = useSchemaForm<InviteInput, InviteInput>(inviteInputSchema, { defaultValues: EMPTY });

  const say = useStaffMessages();
  const done = (answer: { message: string }) => {
    toast.success(say(answer.message));
    void queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey });
  };
  const failed = (error: unknown) => toast.error(say(errorMessage(error)));
  const invite = useMutation({ mutationFn: inviteToTeam, onSuccess: done });
  const resend = useMutation({ mutationFn: resendInvitation, onSuccess: done, onError: failed });
  const cancel = useMutation({ mutationFn: cancelInvitation, onSuccess: done, onError: failed });
  const revoke = useMutation({ mutationFn: revokeMember, onSuccess: done, onError: failed });

  return (
    <div className="flex flex-col gap-8">
      <FormCard title={t('invite.title')} description={t('invite.description')}>
        <Form
          form={form}
          onSubmit={async (body) => {
            await invite.mutateAsync(body);
            form.reset(EMPTY);
          }}
          onError={failed}
          className="flex flex-col gap-4 sm:flex-row sm:items-end"
          aria-label={t('invite.form')}
        >
          <TextField
            name="email"
            label={t('invite.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            className="sm:flex-1"
          />
          <SelectField name="role" label={t('invite.role')}>
            <option value="staff">{t('role.staff')}</option>
            <option value="admin">{t('role.admin')}</option>
          </SelectField>
          <SubmitButton
            icon={<Send aria-hidden="true" strokeWidth={1.75} />}
            pendingLabel={t('invite.sending')}
          >
            {t('invite.send')}
          </SubmitButton>
        </Form>
      </FormCard>

      <section aria-labelledby="admin-team-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="admin-team-title" className="text-2xl">
            {t('team.heading')}
          </h2>
          <RefreshDataButton query={team} />
        </div>
        {team.isPending ? (
          <CardListSkeleton />
        ) : (
          <ul className="flex flex-col gap-3">
            {(team.data?.members ?? []).map((member) => (
              <li
                key={member.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface p-4"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-semibold">
                    {member.name} {member.isYou && <span className="text-muted">{t('team.you')}</span>}
                  </p>
                  <p className="text-sm break-all text-muted">{member.email}</p>
                  <p className="text-sm text-muted">
                    {t('team.since', {
                      since: when(member.since),
                      last: member.lastActiveAt ? when(member.lastActiveAt) : t('team.never'),
                    })}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant={member.role === 'admin' ? 'accent' : 'outline'}>
                    {t(`role.${member.role}`)}
                  </Badge>
                  {!member.isYou && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger hover:bg-danger/8"
                      aria-label={t('team.removeLabel', { email: member.email })}
                      onClick={() => setRevoking(member)}
                    >
                      <UserMinus aria-hidden="true" strokeWidth={1.75} />
                      {t('team.remove')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="admin-invitations-title" className="flex flex-col gap-4">
        <h2 id="admin-invitations-title" className="text-2xl">
          {t('invitations.heading')}
        </h2>
        {team.data && team.data.invitations.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border py-10 text-center text-muted">
            <MailPlus aria-hidden="true" size={28} strokeWidth={1.75} className="text-primary" />
            {t('invitations.none')}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {(team.data?.invitations ?? []).map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface p-4"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-semibold break-all">{invitation.email}</p>
                  <p className="text-sm text-muted">
                    {t('invitations.sent', {
                      role: t(`role.${invitation.role}`),
                      sent: when(invitation.sentAt),
                      expiry: invitation.expired
                        ? t('invitations.expired')
                        : t('invitations.expires', { date: when(invitation.expiresAt) }),
                    })}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={resend.isPending && resend.variables === invitation.id}
                    aria-label={t('invitations.resendLabel', { email: invitation.email })}
                    onClick={() => resend.mutate(invitation.id)}
                  >
                    <RotateCw aria-hidden="true" strokeWidth={1.75} />
                    {t('invitations.resend')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger hover:bg-danger/8"
                    aria-label={t('invitations.cancelLabel', { email: invitation.email })}
                    onClick={() => setCancelling(invitation)}
                  >
                    <X aria-hidden="true" strokeWidth={1.75} />
                    {t('invitations.cancel')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={t('remove.title')}
        description={t('remove.description', { email: revoking?.email ?? '' })}
        confirmLabel={t('team.remove')}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id);
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t('cancel.title')}
        description={t('cancel.description', { email: cancelling?.email ?? '' })}
        confirmLabel={t('cancel.confirm')}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling.id);
        }}
      />
      {team.isError && (
        <p className="flex items-center gap-2 text-danger" role="alert">
          <Users aria-hidden="true" strokeWidth={1.75} />
          {errorMessage(team.error)}
        </p>
      )}
    </div>
  );
}
