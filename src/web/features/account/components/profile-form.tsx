import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { toast } from 'sonner';
import { MOBILE_MAX_LENGTH } from '#shared/auth/auth.schemas.ts';
import { type Profile, type ProfileUpdate, profileUpdateSchema } from '#shared/auth/my-account.schemas.ts';
import { TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-t.ts';
import { sessionQueryKey } from '#web/lib/session.ts';
import { myAccountApi, profileQueryOptions } from '../api/my-account-api.ts';
import { useAccountT } from '../i18n.ts';

/** Name and mobile, with the sign-up's rules and messages (docs/product.md §5.10). */
export function ProfileForm({ userId }: { userId: string }) {
  const t = useAccountT();
  const query = useQuery(profileQueryOptions(userId));
  if (query.isPending) return <p className="text-muted">{t('account.details.loading')}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-muted">
        {t('account.details.loadFailed')}
      </p>
    );
  }
  return <DetailsForm userId={userId} profile={query.data} />;
}

function DetailsForm({ userId, profile }: { userId: string; profile: Profile }) {
  const queryClient = useQueryClient();
  const t = useAccountT();
  const { t: authT, say, guard, errorText } = useAuthMessages();
  const form = useSchemaForm<ProfileUpdate, ProfileUpdate>(profileUpdateSchema, {
    values: { fullName: profile.fullName, mobileNumber: profile.mobileNumber },
    reword: say,
  });
  const save = useMutation({
    mutationFn: guard(myAccountApi.saveProfile),
    // The form says what went wrong (on the field it names, else a toast), not the global handler.
    onError: () => {},
    onSuccess: ({ message, ...saved }) => {
      queryClient.setQueryData(profileQueryOptions(userId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success(say(message));
    },
  });
  return (
    <Form
      form={form}
      onSubmit={(body) => save.mutateAsync(body)}
      onError={(error) => toast.error(errorText(error))}
      className="flex flex-col gap-4"
      aria-label={t('account.details.form')}
    >
      <TextField name="fullName" label={authT('auth.field.fullName')} autoComplete="name" />
      <TextField
        name="mobileNumber"
        label={authT('auth.field.mobile')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={MOBILE_MAX_LENGTH}
        description={authT('auth.field.mobileHint')}
      />
      <SubmitButton
        icon={<Save aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('account.details.saving')}
      >
        {t('account.details.save')}
      </SubmitButton>
    </Form>
  );
}
