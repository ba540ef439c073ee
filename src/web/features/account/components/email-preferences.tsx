import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { toast } from 'sonner';
import {
  type ConsentSource,
  MARKETING_CONSENT_LABEL,
  type MarketingConsentInput,
  type MarketingConsentState,
  marketingConsentSchema,
} from '#shared/customers/marketing-consent.ts';
import { CheckboxField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { consentApi, marketingConsentQueryOptions } from '../api/consent-api.ts';

const SOURCE_WORDS: Record<ConsentSource, string> = {
  'sign-up': 'when you signed up',
  checkout: 'at checkout',
  account: 'on this page',
  'unsubscribe-link': 'with the unsubscribe link in an email',
};

/** What is on record: the answer, when and where it was given (docs/product.md §5.8). */
function consentRecord(state: MarketingConsentState): string {
  if (!state.changedAt || !state.source) return 'You have not agreed to news and offers by email.';
  const where = `${formatIsoDateTime(state.changedAt)}, ${SOURCE_WORDS[state.source]}`;
  return state.marketingConsent
    ? `You agreed to news and offers by email (${where}).`
    : `You chose no news and offers by email (${where}).`;
}

/** The account page's Email preferences: the marketing box as the customer last left it, changeable. */
export function EmailPreferences({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const options = marketingConsentQueryOptions(userId);
  const query = useQuery(options);
  const change = useMutation({
    mutationFn: consentApi.change,
    onSuccess: ({ message, ...state }) => {
      queryClient.setQueryData(options.queryKey, state);
      toast.success(message);
    },
  });

  if (query.isPending) return <p className="text-muted">Loading your email preferences…</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-muted">
        We could not load your email preferences. Please reload the page.
      </p>
    );
  }
  return <PreferencesForm state={query.data} onSave={(body) => change.mutateAsync(body)} />;
}

function PreferencesForm({
  state,
  onSave,
}: {
  state: MarketingConsentState;
  onSave: (body: MarketingConsentInput) => Promise<unknown>;
}) {
  const form = useSchemaForm<MarketingConsentInput, MarketingConsentInput>(marketingConsentSchema, {
    values: { marketingConsent: state.marketingConsent },
  });
  return (
    <Form
      form={form}
      onSubmit={onSave}
      onError={(error) => toast.error(errorMessage(error))}
      className="flex flex-col gap-4"
      aria-label="Email preferences"
    >
      <CheckboxField
        name="marketingConsent"
        label={MARKETING_CONSENT_LABEL}
        description={consentRecord(state)}
      />
      <p className="text-sm text-muted">Order and account emails (confirmations, codes) are always sent.</p>
      <SubmitButton icon={<Save aria-hidden="true" strokeWidth={1.75} />} pendingLabel="Saving…">
        Save Preferences
      </SubmitButton>
    </Form>
  );
}
