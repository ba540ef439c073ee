import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { toast } from 'sonner';
import { MOBILE_MAX_LENGTH } from '#shared/auth/auth.schemas.ts';
import { type Profile, type ProfileUpdate, profileUpdateSchema } from '#shared/auth/my-account.schemas.ts';
import { TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/session.ts';
import { myAccountApi, profileQueryOptions } from '../api/my-account-api.ts';

/** Name and mobile, with the sign-up's rules and messages (docs/product.md §5.10). */
export function ProfileForm({ userId }: { userId: string }) {
  const query = useQuery(profileQueryOptions(userId));
  if (query.isPending) return <p className="text-muted">Loading your details…</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-muted">
        We could not load your details. Please reload the page.
      </p>
    );
  }
  return <DetailsForm userId={userId} profile={query.data} />;
}

function DetailsForm({ userId, profile }: { userId: string; profile: Profile }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<ProfileUpdate, ProfileUpdate>(profileUpdateSchema, {
    values: { fullName: profile.fullName, mobileNumber: profile.mobileNumber },
  });
  const save = useMutation({
    mutationFn: myAccountApi.saveProfile,
    // The form says what went wrong (on the field it names, else a toast), not the global handler.
    onError: () => {},
    onSuccess: ({ message, ...saved }) => {
      queryClient.setQueryData(profileQueryOptions(userId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success(message);
    },
  });
  return (
    <Form
      form={form}
      onSubmit={(body) => save.mutateAsync(body)}
      onError={(error) => toast.error(errorMessage(error))}
      className="flex flex-col gap-4"
      aria-label="Your details"
    >
      <TextField name="fullName" label="Full Name" autoComplete="name" />
      <TextField
        name="mobileNumber"
        label="Mobile Number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={MOBILE_MAX_LENGTH}
        description="10 to 15 digits; spaces, hyphens and + are fine."
      />
      <SubmitButton icon={<Save aria-hidden="true" strokeWidth={1.75} />} pendingLabel="Saving…">
        Save Details
      </SubmitButton>
    </Form>
  );
}
