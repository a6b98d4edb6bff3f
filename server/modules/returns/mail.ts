import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { mailQueue, users } from '#db/schema';
import type { ReturnKind, ReturnOutcome, ReturnStatus } from '#core/orders/returns';
import { formatKES } from '#core/pricing/money';
import type { Values } from '#core/messages/fill';
import { mailCode, sayMail, type MailCode } from '#core/messages/mail';

type Lang = 'en' | 'sw';
interface Step {
  number: string;
  order: string;
  kind: ReturnKind;
  status: ReturnStatus;
  outcome: ReturnOutcome | null;
  note: string | null;
  refund: { amount: number; reference: string } | null;
}

/** The shopper's mail of each step, in their language (issue 30; the wording of decision 066, now in the catalogue). */
function returnMail(lang: Lang, s: Step): { subject: string; lines: string[] } {
  const say = (code: MailCode, values?: Values) => sayMail(lang, code, values);
  const ids = { number: s.number, order: s.order };
  const what = mailCode(s.kind === 'warranty' ? 'mail.return.what.warranty' : 'mail.return.what.return', ids);
  const outcome = mailCode(s.outcome ? `mail.return.outcome.${s.outcome}` : 'mail.return.outcome.done');
  const status =
    s.status === 'resolved' && s.outcome ? outcome : mailCode(`mail.return.status.${s.status}` as MailCode);
  return {
    subject: say('mail.return.subject', { ...ids, status }),
    lines: [
      say(`mail.return.${s.status}`, { what, number: s.number, outcome }),
      ...(s.refund
        ? [say('mail.return.refunded', { amount: formatKES(s.refund.amount), ref: s.refund.reference })]
        : []),
      ...(s.note ? [say('mail.return.note', { note: s.note })] : []),
      say('mail.return.follow'),
    ],
  };
}

/** Queues the step's mail in the caller's transaction: it goes out if and only if the step is kept. */
export async function queueReturnMail(tx: DbOrTx, userId: number | null, step: Step) {
  if (userId == null) return;
  const [buyer] = await tx
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!buyer?.email) return;
  const lang: Lang = buyer.language === 'sw' ? 'sw' : 'en';
  const { subject, lines } = returnMail(lang, step);
  const hello = sayMail(lang, 'mail.hello', { name: buyer.name });
  await tx
    .insert(mailQueue)
    .values({ kind: 'return', to: buyer.email, subject, text: [hello, '', ...lines].join('\n') });
}
