import { RotateCcw } from 'lucide-react';
import type { Lang } from '#shared/i18n/translate.ts';
import { newSitePageInputSchema, sitePageInputSchema } from '#shared/pages/pages.schemas.ts';
import { type AdminSitePage, PAGE_LIMITS, type SitePageInput } from '#shared/pages/pages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { CheckboxField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { MarkdownField } from '../../blog/components/markdown-field.tsx';
import { useAdminPagesT, usePageMessages } from '../i18n.ts';

type Values = Required<SitePageInput>;

const valuesOf = (page?: AdminSitePage): Values => ({
  slug: page?.slug ?? '',
  title: page?.title ?? '',
  body: page?.body ?? '',
  titleHi: page?.titleHi ?? '',
  bodyHi: page?.bodyHi ?? '',
  isPublished: page?.isPublished ?? false,
});

interface PageFormProps {
  /** The page being edited; none for a new free page. */
  page?: AdminSitePage;
  /** Saves the body; rejects with the server's error (its field errors land on the fields). */
  onSubmit: (body: SitePageInput) => Promise<unknown>;
  onReset: (lang: Lang) => void;
  onCancel: () => void;
}

/**
 * A page in both languages with the blog's markdown editor and preview (decision 077). A policy page keeps its
 * address and is always published; each language it has saved can go back to the template, after a confirm.
 */
export function PageForm({ page, onSubmit, onReset, onCancel }: PageFormProps) {
  const t = useAdminPagesT();
  const say = usePageMessages();
  const policy = page !== undefined && page.kind !== 'custom';
  const form = useSchemaForm<Values, SitePageInput>(page ? sitePageInputSchema : newSitePageInputSchema, {
    defaultValues: valuesOf(page),
    // A policy page's address and publication are not the owner's to change.
    toBody: (v) => (policy ? { title: v.title, body: v.body, titleHi: v.titleHi, bodyHi: v.bodyHi } : v),
    reword: say,
  });
  const resetButton = (lang: Lang) =>
    policy && !(lang === 'en' ? page.templateEn : page.templateHi) ? (
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm" className="self-start">
            <RotateCcw aria-hidden="true" strokeWidth={1.75} />
            {t(lang === 'en' ? 'adminPages.form.resetEn' : 'adminPages.form.resetHi')}
          </Button>
        }
        title={t('adminPages.confirmReset.title')}
        description={t('adminPages.confirmReset.text')}
        confirmLabel={t('adminPages.confirmReset.confirm')}
        cancelLabel={t('adminPages.form.cancel')}
        onConfirm={() => onReset(lang)}
      />
    ) : null;

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      {!policy && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-6">
          <TextField
            name="slug"
            label={t('adminPages.form.slug')}
            maxLength={PAGE_LIMITS.slug}
            description={t('adminPages.form.slugHint')}
            className="flex-1"
          />
          <CheckboxField name="isPublished" label={t('adminPages.form.published')} variant="switch" />
        </div>
      )}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">{t('adminPages.english')}</legend>
        <TextField name="title" label={t('adminPages.form.title')} maxLength={PAGE_LIMITS.title} />
        <MarkdownField
          name="body"
          label={t('adminPages.form.body')}
          maxLength={PAGE_LIMITS.body}
          description={t('adminPages.form.bodyHint')}
          previewLabel={t('adminPages.form.preview')}
          previewEmpty={t('adminPages.form.previewEmpty')}
        />
        {resetButton('en')}
      </fieldset>
      <fieldset className="flex flex-col gap-4" lang="hi">
        <legend className="mb-2 font-semibold">{t('adminPages.hindi')}</legend>
        <TextField name="titleHi" label={t('adminPages.form.titleHi')} maxLength={PAGE_LIMITS.title} />
        <MarkdownField
          name="bodyHi"
          label={t('adminPages.form.bodyHi')}
          maxLength={PAGE_LIMITS.body}
          description={t(policy ? 'adminPages.form.bodyHiHintPolicy' : 'adminPages.form.bodyHiHintFree')}
          previewLabel={t('adminPages.form.preview')}
          previewEmpty={t('adminPages.form.previewEmpty')}
          rows={8}
        />
        {resetButton('hi')}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('adminPages.form.cancel')}
        </Button>
        <SubmitButton pendingLabel={t('adminPages.form.saving')}>{t('adminPages.form.save')}</SubmitButton>
      </div>
    </Form>
  );
}
