import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import type { HomepageContent } from '#shared/home/home.schemas.ts';
import {
  type HomepageContentUpdateBody,
  homepageContentUpdateSchema,
  HOMEPAGE_ADMIN_MESSAGES as M,
} from '#shared/home/testimonial-admin.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { homepageKeys } from '#web/features/home/api/get-homepage.ts';
import { ImageUploadField } from '#web/features/uploads/components/image-upload-field.tsx';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';
import { FormCard, TextAreaField, TextInputField } from '../../shell/form-controls.tsx';
import { useAdminForm } from '../../shell/use-admin-form.ts';

const homepageQuery = {
  queryKey: [...adminKeys.all, 'homepage'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<HomepageContent>('/admin/homepage', { signal }),
  meta: { errorMessage: ADMIN_FETCH_FAILED },
};

/** Spec §2, Homepage tab: the hero's title, subtitle, description and image → 'Update Homepage Content'. */
export default function HomepageTab() {
  const { data, isPending } = useQuery(homepageQuery);
  if (isPending)
    return (
      <div aria-busy="true">
        <Skeleton className="h-[28rem] rounded-card" />
      </div>
    );
  // A failed load (toast already shown) still offers the form, on empty fields.
  return <HeroForm key={data?.updatedAt ?? 'new'} content={data} />;
}

type Values = { heroTitle: string; heroSubtitle: string; heroDescription: string; heroImageUrl: string };

function HeroForm({ content }: { content: HomepageContent | undefined }) {
  const queryClient = useQueryClient();
  const form = useAdminForm(homepageContentUpdateSchema, (v: Values) => v, {
    heroTitle: content?.heroTitle ?? '',
    heroSubtitle: content?.heroSubtitle ?? '',
    heroDescription: content?.heroDescription ?? '',
    heroImageUrl: content?.heroImageUrl ?? '',
  });
  const save = useMutation({
    mutationFn: (body: HomepageContentUpdateBody) => api.put<HomepageContent>('/admin/homepage', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(homepageQuery.queryKey, saved);
      // The home page reads the public copy: replace it, so the new hero shows at once.
      queryClient.setQueryData(homepageKeys.content, saved);
      toast.success(M.updated);
    },
    onError: (error) => {
      if (!form.showServerErrors(error)) toast.error(M.updateFailed);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body) save.mutate(body);
  }

  const { values, errors, set, idOf } = form;
  return (
    <FormCard
      title="Homepage Content"
      description="The hero at the top of your home page."
      className="max-w-3xl"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextInputField label="Hero title" {...form.text('heroTitle')} />
        <TextInputField label="Hero subtitle" {...form.text('heroSubtitle')} />
        <TextAreaField label="Hero description" {...form.text('heroDescription')} />
        <ImageUploadField
          id={idOf('heroImageUrl')}
          label="Hero image"
          folder="homepage"
          value={values.heroImageUrl}
          onChange={(url) => set('heroImageUrl', url)}
          error={errors.heroImageUrl}
          hint="A URL or an upload; empty shows a collage of your category covers."
        />
        <Button
          type="submit"
          className="self-start"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending ? 'Saving…' : 'Update Homepage Content'}
        </Button>
      </form>
    </FormCard>
  );
}
