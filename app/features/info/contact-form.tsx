import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ContactInput } from '#core/schemas/contact';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import { api, errorMessage } from '~/lib/api';
import { useHydrated } from '~/lib/use-hydrated';
import { useT } from '~/lib/i18n/i18n';

type InquiryType = ContactInput['inquiryType'];

// Type-only import: the schema module would bring zod into the page's JavaScript. The Record
// type makes the compiler flag an inquiry type added to the schema but missing here; the labels
// are the dictionaries' contact.inquiry.* keys.
const INQUIRY_TYPE_SET: Record<InquiryType, true> = {
  general: true,
  support: true,
  orders: true,
  returns: true,
  wholesale: true,
};
const INQUIRY_TYPES = Object.keys(INQUIRY_TYPE_SET) as InquiryType[];

/** Spec sections 4 and 9: 'Sending...' stays at least this long, so the state can be read. */
export const MIN_SENDING_MS = 1500;

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'error'; message: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The contact form: POST /api/contact stores the message and e-mails it to the shop's support
 * address. The browser's own validation covers the required fields and the e-mail format; the
 * server checks again and its message is shown on failure.
 */
export function ContactForm() {
  const id = useId();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = status.kind === 'sending';
  const t = useT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setStatus({ kind: 'sending' });
    const [result] = await Promise.allSettled([
      api<{ message?: string }>('/api/contact', { method: 'POST', body: data }),
      wait(MIN_SENDING_MS),
    ]);
    if (result.status === 'fulfilled') {
      form.reset();
      setStatus({ kind: 'sent', message: result.value?.message ?? t('contact.sent') });
    } else {
      setStatus({ kind: 'error', message: errorMessage(result.reason, t('error.unknown')) });
    }
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('contact.formTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('contact.name')}>
          {(control) => <Input {...control} name="name" autoComplete="name" required maxLength={100} />}
        </Field>
        <Field label={t('auth.email')}>
          {(control) => <Input {...control} name="email" type="email" autoComplete="email" required maxLength={254} />}
        </Field>
      </div>
      <Field label={t('contact.inquiryType')} optional>
        {(control) => (
          <select
            {...control}
            name="inquiryType"
            defaultValue="general"
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 md:text-sm"
          >
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`contact.inquiry.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('contact.subject')}>
        {(control) => <Input {...control} name="subject" required maxLength={200} />}
      </Field>
      <Field label={t('contact.message')}>
        {(control) => (
          <Textarea
            {...control}
            name="message"
            required
            maxLength={5000}
            rows={6}
            placeholder={t('contact.placeholder')}
          />
        )}
      </Field>

      {/* Live regions stay in the page, empty, so screen readers hear the message when it appears. */}
      <div>
        <div role="status" aria-live="polite">
          {status.kind === 'sent' ? (
            <Alert tone="success" icon={CircleCheck} className="p-3">
              {status.message}
            </Alert>
          ) : null}
        </div>
        <div role="alert">
          {status.kind === 'error' ? (
            <Alert tone="danger" icon={CircleAlert} className="p-3">
              {status.message}
            </Alert>
          ) : null}
        </div>
      </div>

      <div>
        {/* Before the page's script runs the form could only do a plain post, which has nowhere to go. */}
        <Button type="submit" size="lg" disabled={sending || !hydrated} className="w-full sm:w-auto">
          <Send aria-hidden="true" /> {sending ? t('contact.sending') : t('contact.send')}
        </Button>
      </div>
    </form>
  );
}
