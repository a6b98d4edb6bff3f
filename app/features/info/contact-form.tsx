import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { MSG } from '#core/messages';
import type { ContactInput } from '#core/schemas/contact';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { api, errorMessage } from '~/lib/api';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';

type InquiryType = ContactInput['inquiryType'];

// Type-only import: the schema module would bring zod into the page's JavaScript. The Record
// type makes the compiler flag an inquiry type added to the schema but missing here.
export const INQUIRY_LABELS: Record<InquiryType, string> = {
  general: 'General question',
  support: 'Technical support',
  orders: 'Orders and delivery',
  returns: 'Returns and warranty',
  wholesale: 'Wholesale and business',
};
const INQUIRY_TYPES = Object.keys(INQUIRY_LABELS) as InquiryType[];

/** Spec sections 4 and 9: 'Sending...' stays at least this long, so the state can be read. */
export const MIN_SENDING_MS = 1500;

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'error'; message: string };

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
      setStatus({ kind: 'sent', message: result.value?.message ?? 'Thank you! Your message has been sent.' });
    } else {
      setStatus({ kind: 'error', message: errorMessage(result.reason, MSG.unknownError) });
    }
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Send us a message
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={field('name')} label="Name">
          <Input id={field('name')} name="name" autoComplete="name" required maxLength={100} />
        </Field>
        <Field id={field('email')} label="Email">
          <Input id={field('email')} name="email" type="email" autoComplete="email" required maxLength={254} />
        </Field>
      </div>
      <Field id={field('inquiryType')} label="Inquiry type" optional>
        <select
          id={field('inquiryType')}
          name="inquiryType"
          defaultValue="general"
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 md:text-sm"
        >
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {INQUIRY_LABELS[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={field('subject')} label="Subject">
        <Input id={field('subject')} name="subject" required maxLength={200} />
      </Field>
      <Field id={field('message')} label="Message">
        <textarea
          id={field('message')}
          name="message"
          required
          maxLength={5000}
          rows={6}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 md:text-sm"
          placeholder="Tell us which part, order or build you are asking about."
        />
      </Field>

      {/* Live regions stay in the page, empty, so screen readers hear the message when it appears. */}
      <div>
        <div role="status" aria-live="polite">
          {status.kind === 'sent' ? <Notice tone="success">{status.message}</Notice> : null}
        </div>
        <div role="alert">{status.kind === 'error' ? <Notice tone="error">{status.message}</Notice> : null}</div>
      </div>

      <div>
        {/* Before the page's script runs the form could only do a plain post, which has nowhere to go. */}
        <Button type="submit" size="lg" disabled={sending || !hydrated} className="w-full sm:w-auto">
          <Send aria-hidden="true" /> {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}

function Field({ id, label, optional, children }: { id: string; label: string; optional?: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </label>
      {children}
    </div>
  );
}

function Notice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg p-3 text-sm ring-1',
        tone === 'success' ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-red-50 text-red-900 ring-red-200',
      )}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', tone === 'success' ? 'text-emerald-600' : 'text-red-600')} aria-hidden="true" />
      {children}
    </p>
  );
}
