import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AdminHomepageContent } from '#shared/home/home.schemas.ts';
import {
  type HomepageContentUpdateBody,
  homepageContentUpdateSchema,
  HOMEPAGE_ADMIN_MESSAGES as M,
} from '#shared/home/testimonial-admin.schemas.ts';
import { ControlledField, TextAreaField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { homepageKeys } from '#web/features/home/api/get-homepage.ts';
import { ImageUploadField } from '#web/features/uploads/components/image-upload-field.tsx';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';
import { FormCard } from '../../shell/components/form-card.tsx';
import { LoadFailed } from '../../shell/components/list-parts.tsx';
import { useHomepageMessages, useHomepageT } from '../i18n.ts';
import { HeroFiguresFieldset } from './hero-figures-fieldset.tsx';

export const homepageQuery = {
  queryKey: [...adminKeys.all, 'homepage'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<AdminHomepageContent>('/admin/homepage', { signal }),
  meta: { errorMessage: ADMIN_FETCH_FAILED },
};

/**
 * docs/product.md §7.9, the Homepage tab: the hero's title, subtitle, description, image and figures → 'Update
 * Homepage Content'.
 */
export default function HomepageTab() {
  const say = useHomepageMessages();
  const query = useQuery(homepageQuery);
  if (query.data) return <HeroForm key={query.data.updatedAt ?? 'new'} content={query.data} />;
  // A failed load (toast already shown) offers no form: saved on empty fields it would wipe the live hero
  // (audit 2.9). An empty hero is still an answer (the server sends its defaults), so this is a real failure.
  if (query.isError)
    return (
      <LoadFailed
        message={say(ADMIN_FETCH_FAILED)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <div aria-busy="true">
      <Skeleton className="h-[28rem] rounded-card" />
    </div>
  );
}

type Values = {
  heroTitle: string;
  heroSubtitle: string;
  heroDescription: string;
  heroImageUrl: string;
  heroTitleHi: string;
  heroSubtitleHi: string;
  heroDescriptionHi: string;
  figureChoices: AdminHomepageContent['figureChoices'];
};

function HeroForm({ content }: { content: AdminHomepageContent }) {
  const t = useHomepageT();
  const say = useHomepageMessages();
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values, HomepageContentUpdateBody>(homepageContentUpdateSchema, {
    defaultValues: {
      heroTitle: content.heroTitle ?? '',
      heroSubtitle: content.heroSubtitle ?? '',
      heroDescription: content.heroDescription ?? '',
      heroImageUrl: content.heroImageUrl ?? '',
      heroTitleHi: content.heroTitleHi,
      heroSubtitleHi: content.heroSubtitleHi,
      heroDescriptionHi: content.heroDescriptionHi,
      figureChoices: content.figureChoices,
    },
    reword: say,
  });
  const save = useMutation({
    mutationFn: (body: HomepageContentUpdateBody) => api.put<AdminHomepageContent>('/admin/homepage', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(homepageQuery.queryKey, saved);
      // The home page reads the public copy, per language: refetched, so the new hero shows at once.
      void queryClient.invalidateQueries({ queryKey: homepageKeys.all });
      toast.success(say(M.updated));
    },
  });

  return (
    <FormCard
      title={t('adminHomepage.title')}
      description={t('adminHomepage.description')}
      className="max-w-3xl"
    >
      <Form
        form={form}
        onSubmit={(body) => save.mutateAsync(body)}
        onError={() => toast.error(say(M.updateFailed))}
        className="flex flex-col gap-4"
      >
        <TextField name="heroTitle" label={t('adminHomepage.heroTitle')} />
        <TextField name="heroSubtitle" label={t('adminHomepage.heroSubtitle')} />
        <TextAreaField name="heroDescription" label={t('adminHomepage.heroDescription')} />
        <fieldset className="flex flex-col gap-4" lang="hi">
          <legend className="mb-2 font-semibold">{t('adminHomepage.hindi')}</legend>
          <TextField
            name="heroTitleHi"
            label={t('adminHomepage.heroTitleHi')}
            description={t('adminHomepage.heroTitleHiHint')}
          />
          <TextField name="heroSubtitleHi" label={t('adminHomepage.heroSubtitleHi')} />
          <TextAreaField name="heroDescriptionHi" label={t('adminHomepage.heroDescriptionHi')} />
        </fieldset>
        <ControlledField<string>
          name="heroImageUrl"
          render={({ id, value, onChange, error }) => (
            <ImageUploadField
              id={id}
              label={t('adminHomepage.heroImage')}
              folder="homepage"
              value={value}
              onChange={onChange}
              error={error}
              hint={t('adminHomepage.heroImageHint')}
            />
          )}
        />
        <HeroFiguresFieldset shop={content.shopFigures} />
        <SubmitButton className="self-start" pendingLabel={t('adminHomepage.saving')}>
          {t('adminHomepage.submit')}
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
