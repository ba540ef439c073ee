import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { SearchMiss, SynonymGroup } from '#shared/catalog/search.schemas.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { api, errorMessage } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { CardListSkeleton, LoadFailed } from '../../shell/components/list-parts.tsx';
import { useSearchAdminT } from '../i18n.ts';
import FeedsSection from './feeds-section.tsx';

const keys = {
  synonyms: ['admin', 'search', 'synonyms'] as const,
  misses: ['admin', 'search', 'misses'] as const,
};
const inputClass =
  'h-11 w-full rounded-lg border border-border bg-surface px-3 text-base focus-visible:outline-2 focus-visible:outline-primary';

/**
 * Admin → Search (docs/product.md §7.16, decision 067): the synonym groups the owner edits, and the searches that
 * found nothing, each one click from being a synonym of the closest term the shop knows.
 */
export default function SearchTab() {
  const t = useSearchAdminT();
  const id = useId();
  const client = useQueryClient();
  const synonyms = useQuery({
    queryKey: keys.synonyms,
    queryFn: ({ signal }) => api.get<{ items: SynonymGroup[] }>('/admin/search/synonyms', { signal }),
  });
  const misses = useQuery({
    queryKey: keys.misses,
    queryFn: ({ signal }) => api.get<{ items: SearchMiss[] }>('/admin/search/misses', { signal }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'search'] });
  const add = useMutation({
    mutationFn: (terms: string[]) => api.post<SynonymGroup>('/admin/search/synonyms', { terms }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (groupId: number) => api.delete(`/admin/search/synonyms/${groupId}`),
    onSuccess: refresh,
  });
  const dismiss = useMutation({
    mutationFn: (query: string) => api.delete('/admin/search/misses', { query: { query } }),
    onSuccess: refresh,
  });
  const [draft, setDraft] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const terms = draft
      .split(',')
      .map((term) => term.trim())
      .filter(Boolean);
    add.mutate(terms, { onSuccess: () => setDraft('') });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-8">
      <div>
        <h2 id={`${id}-title`} className="text-2xl">
          {t('search.heading')}
        </h2>
        <p className="text-sm text-muted">{t('search.intro')}</p>
      </div>

      <section aria-labelledby={`${id}-misses`} className="flex flex-col gap-3">
        <h3 id={`${id}-misses`} className="text-xl">
          {t('search.missesHeading')}
        </h3>
        <p className="text-sm text-muted">{t('search.missesIntro')}</p>
        {misses.isPending ? (
          <CardListSkeleton />
        ) : misses.isError ? (
          <LoadFailed message={t('search.failed')} onRetry={() => void misses.refetch()} />
        ) : misses.data.items.length === 0 ? (
          <p className="text-muted">{t('search.noMisses')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {misses.data.items.map((miss) => (
              <MissRow
                key={miss.query}
                miss={miss}
                busy={add.isPending || dismiss.isPending}
                onSynonym={(term) => add.mutate([miss.query, term])}
                onDismiss={() => dismiss.mutate(miss.query)}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${id}-synonyms`} className="flex flex-col gap-3">
        <h3 id={`${id}-synonyms`} className="text-xl">
          {t('search.synonymsHeading')}
        </h3>
        <p className="text-sm text-muted">{t('search.synonymsIntro')}</p>
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor={`${id}-terms`} className="text-sm font-semibold">
              {t('search.newTerms')}
            </label>
            <input
              id={`${id}-terms`}
              className={inputClass}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              aria-describedby={`${id}-terms-hint ${id}-terms-error`}
            />
            <p id={`${id}-terms-hint`} className="text-sm text-muted">
              {t('search.newTermsHint')}
            </p>
          </div>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t('search.adding') : t('search.add')}
          </Button>
        </form>
        <p id={`${id}-terms-error`} role="alert" className="text-sm text-danger">
          {add.isError ? errorMessage(add.error) : ''}
        </p>
        {synonyms.isPending ? (
          <CardListSkeleton />
        ) : synonyms.isError ? (
          <LoadFailed message={t('search.failed')} onRetry={() => void synonyms.refetch()} />
        ) : synonyms.data.items.length === 0 ? (
          <p className="text-muted">{t('search.noGroups')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {synonyms.data.items.map((group) => (
              <li
                key={group.id}
                className="flex items-center justify-between gap-3 rounded-card border border-border bg-surface px-4 py-3"
              >
                <span>{group.terms.join(' · ')}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('search.removeGroup', { terms: group.terms.join(', ') })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(group.id)}
                >
                  <X aria-hidden="true" strokeWidth={1.75} />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <FeedsSection />
    </section>
  );
}

function MissRow({
  miss,
  busy,
  onSynonym,
  onDismiss,
}: {
  miss: SearchMiss;
  busy: boolean;
  onSynonym: (term: string) => void;
  onDismiss: () => void;
}) {
  const t = useSearchAdminT();
  const { locale } = useI18n();
  const id = useId();
  const [term, setTerm] = useState('');
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface px-4 py-3">
      <p>
        <span className="font-semibold">“{miss.query}”</span>{' '}
        <span className="text-sm text-muted">
          {t('search.searched', { count: miss.count })},{' '}
          {t('search.lastSearched', { date: formatDateTime(new Date(miss.lastSearchedAt), locale) })}
        </span>
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {miss.suggestion ? (
          <Button variant="secondary" disabled={busy} onClick={() => onSynonym(miss.suggestion!)}>
            {t('search.makeSynonym', { term: miss.suggestion })}
          </Button>
        ) : (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (term.trim()) onSynonym(term.trim());
            }}
          >
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-term`} className="text-sm font-semibold">
                {t('search.synonymOf')}
              </label>
              <input
                id={`${id}-term`}
                className={inputClass}
                value={term}
                placeholder={t('search.synonymOfHint')}
                onChange={(event) => setTerm(event.target.value)}
              />
            </div>
            <Button type="submit" variant="secondary" disabled={busy}>
              {t('search.makeSynonymOf')}
            </Button>
          </form>
        )}
        <Button variant="ghost" disabled={busy} onClick={onDismiss}>
          {t('search.dismiss')}
        </Button>
      </div>
    </li>
  );
}
