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
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-t.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { consentApi, marketingConsentQueryOptions } from '../api/consent-api.ts';
import { useAccountT } from '../i18n.ts';

type AccountT = ReturnType<typeof useAccountT>;

/** What is on record: the answer, when and where it was given (docs/product.md §5.8). */
function consentRecord(state: MarketingConsentState, t: AccountT, locale: string): string {
  if (!state.changedAt || !state.source) return t('account.prefs.none');
  const source: ConsentSource = state.source;
  return t(state.marketingConsent ? 'account.prefs.agreed' : 'account.prefs.declined', {
    when: formatIsoDateTime(state.changedAt, locale),
    where: t(`account.prefs.source.${source}`),
  });
}

/** The account page's Email preferences: the marketing box as the customer last left it, changeable. */
export function EmailPreferences({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const t = useAccountT();
  const { say, guard } = useAuthMessages();
  const options = marketingConsentQueryOptions(userId);
  const query = useQuery(options);
  const change = useMutation({
    mutationFn: guard(consentApi.change),
    onSuccess: ({ message, ...state }) => {
      queryClient.setQueryData(options.queryKey, state);
      toast.success(say(message));
    },
  });

  if (query.isPending) return <p className="text-muted">{t('account.prefs.loading')}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-muted">
        {t('account.prefs.loadFailed')}
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
  const t = useAccountT();
  const { locale } = useI18n();
  const { say, errorText } = useAuthMessages();
  const form = useSchemaForm<MarketingConsentInput, MarketingConsentInput>(marketingConsentSchema, {
    values: { marketingConsent: state.marketingConsent },
  });
  return (
    <Form
      form={form}
      onSubmit={onSave}
      onError={(error) => toast.error(errorText(error))}
      className="flex flex-col gap-4"
      aria-label={t('account.prefs.form')}
    >
      <CheckboxField
        name="marketingConsent"
        label={say(MARKETING_CONSENT_LABEL)}
        description={consentRecord(state, t, locale)}
      />
      <p className="text-sm text-muted">{t('account.prefs.always')}</p>
      <SubmitButton
        icon={<Save aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('account.prefs.saving')}
      >
        {t('account.prefs.save')}
      </SubmitButton>
    </Form>
  );
}
