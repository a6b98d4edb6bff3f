import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { COMMENT_MAX, REVIEW_MESSAGES, validateReview, type ReviewErrors } from '#core/reviews/review-rules';
import type { MessageKey, Translate } from '~/lib/i18n/i18n';
import { useT } from '~/lib/i18n/i18n';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api, errorMessage } from '~/lib/api';
import { useRootData } from '~/lib/root-data';
import { cn } from '~/lib/utils';
import { RATING_OPTIONS } from './validate';

/** The rules' messages (core, the spec's English) in the page's language. */
const MESSAGE_KEYS: Record<string, MessageKey> = {
  [REVIEW_MESSAGES.ratingRequired]: 'review.ratingRequired',
  [REVIEW_MESSAGES.commentRequired]: 'review.commentRequired',
  [REVIEW_MESSAGES.commentShort]: 'review.commentShort',
  [REVIEW_MESSAGES.commentLong]: 'review.commentLong',
};
const inLanguage = (t: Translate, message: string | undefined) =>
  message && MESSAGE_KEYS[message] ? t(MESSAGE_KEYS[message]) : message;

/**
 * Spec section 7: the purchase check stays fresh for 30 minutes. Only a 'yes' is kept: a shopper who
 * has just paid must not be told for half an hour that they never bought the product.
 */
const PURCHASE_TTL_MS = 30 * 60_000;
const purchaseCache = new Map<string, { hasPurchased: boolean; at: number }>();

/** For tests. */
export function clearPurchaseCache() {
  purchaseCache.clear();
}

type Check = 'checking' | 'yes' | 'no' | 'error';

function usePurchaseCheck(userId: number | undefined, productId: number): [Check, () => void] {
  const key = `${userId}:${productId}`;
  const [state, setState] = useState<Check>(() => {
    const cached = purchaseCache.get(key);
    const fresh = cached && Date.now() - cached.at < PURCHASE_TTL_MS ? cached : undefined;
    return fresh ? (fresh.hasPurchased ? 'yes' : 'no') : 'checking';
  });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (userId == null) return;
    const hit = purchaseCache.get(key);
    if (hit && Date.now() - hit.at < PURCHASE_TTL_MS) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- another product or user: the answer comes from the cache or the API
      setState(hit.hasPurchased ? 'yes' : 'no');
      return;
    }
    const controller = new AbortController();
    setState('checking');
    api<{ hasPurchased: boolean }>(`/api/products/${productId}/has-purchased`, { signal: controller.signal }).then(
      ({ hasPurchased }) => {
        if (hasPurchased) purchaseCache.set(key, { hasPurchased, at: Date.now() });
        setState(hasPurchased ? 'yes' : 'no');
      },
      (error) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState('error');
      },
    );
    return () => controller.abort();
  }, [key, userId, productId, round]);

  return [state, () => setRound((n) => n + 1)];
}

/**
 * The 'Write a Review' box of the product page (spec section 2): nothing for visitors who are not
 * signed in; a purchase check; the form only for those who bought the product.
 */
export function WriteReview({ productId, productName }: { productId: number; productName: string }) {
  const { user } = useRootData();
  if (!user) return null;
  return (
    <WriteReviewBox key={`${user.id}:${productId}`} userId={user.id} productId={productId} productName={productName} />
  );
}

function WriteReviewBox({
  userId,
  productId,
  productName,
}: {
  userId: number;
  productId: number;
  productName: string;
}) {
  const [check, retry] = usePurchaseCheck(userId, productId);
  const headingId = useId();
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('review.heading')}
      </h3>
      <div aria-live="polite" className="mt-3">
        {check === 'checking' ? <p className="text-sm text-slate-600">{t('review.checking')}</p> : null}
        {check === 'no' ? (
          <Alert tone="warning" className="p-3 font-medium">
            {t('review.mustPurchase')}
          </Alert>
        ) : null}
        {check === 'error' ? (
          <p className="text-sm text-slate-700">
            {t('review.checkFailed')}{' '}
            <button type="button" onClick={retry} className="font-semibold text-brand-700 underline underline-offset-4">
              {t('review.tryAgain')}
            </button>
          </p>
        ) : null}
      </div>
      {check === 'yes' ? <ReviewForm productId={productId} productName={productName} /> : null}
    </section>
  );
}

export function ReviewForm({ productId, productName }: { productId: number; productName: string }) {
  const revalidator = useRevalidator();
  const id = useId();
  const t = useT();
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [busy, setBusy] = useState(false);
  const ratingRef = useRef<HTMLSelectElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = validateReview(rating, comment);
    if (!result.ok) {
      setErrors(result.errors);
      (result.errors.rating ? ratingRef : commentRef).current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api(`/api/products/${productId}/reviews`, { method: 'POST', body: result.value });
      toast({ title: t('review.submitted'), description: t('review.thanks') });
      setRating('');
      setComment('');
      // The product page's loader holds the reviews list: reload it.
      await revalidator.revalidate();
    } catch (error) {
      console.error(error);
      toast({
        title: t('review.failed'),
        description: errorMessage(error, t('review.failedFallback')),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  const control =
    'w-full rounded-lg border bg-white px-3 text-base text-slate-900 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 md:text-sm';

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('review.formLabel', { name: productName })}
      className="mt-4 flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-rating`} className="text-sm font-medium text-slate-800">
          {t('review.rating')}
        </label>
        <select
          ref={ratingRef}
          id={`${id}-rating`}
          name="rating"
          value={rating}
          onChange={(e) => {
            setRating(e.target.value);
            if (errors.rating) setErrors((x) => ({ ...x, rating: undefined }));
          }}
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={`${id}-rating-error`}
          className={cn(
            control,
            'h-10 sm:max-w-xs',
            errors.rating ? 'border-danger-solid' : 'border-slate-300',
            !rating && 'text-slate-500',
          )}
        >
          <option value="" disabled>
            {t('review.selectRating')}
          </option>
          {RATING_OPTIONS.map((o) => (
            <option key={o.value} value={o.value} className="text-slate-900">
              {t(`review.stars.${o.value}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-rating-error`} aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
          {inLanguage(t, errors.rating) ?? ''}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-slate-800">
          {t('review.comment')}
        </label>
        <textarea
          ref={commentRef}
          id={`${id}-comment`}
          name="comment"
          rows={4}
          maxLength={COMMENT_MAX}
          placeholder={t('review.placeholder')}
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            if (errors.comment) setErrors((x) => ({ ...x, comment: undefined }));
          }}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${id}-comment-error`}
          className={cn(control, 'py-2', errors.comment ? 'border-danger-solid' : 'border-slate-300')}
        />
        <p id={`${id}-comment-error`} aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
          {inLanguage(t, errors.comment) ?? ''}
        </p>
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t('review.submitting') : t('review.submit')}
        </Button>
      </div>
    </form>
  );
}
