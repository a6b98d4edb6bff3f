import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { mailQueue, users } from '#db/schema';
import type { ReturnKind, ReturnOutcome, ReturnStatus } from '#core/orders/returns';
import { formatKES } from '#core/pricing/money';

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

const KIND = {
  en: { return: 'return', warranty: 'warranty request' },
  sw: { return: 'ombi la kurudisha bidhaa', warranty: 'ombi la dhamana' },
} as const;
const OUTCOME = {
  en: { repair: 'repaired', replacement: 'replaced', refund: 'refunded' },
  sw: { repair: 'imerekebishwa', replacement: 'imebadilishwa', refund: 'pesa imerudishwa' },
} as const;

/** The shopper's mail of each step, in their language (issue 30; the wording of decision 066). */
export const RETURN_MAIL: Record<Lang, (s: Step) => { subject: string; lines: string[] }> = {
  en: (s) => {
    const what = `Your ${KIND.en[s.kind]} ${s.number} for order ${s.order}`;
    const line = {
      requested: `${what} has been received. We will reply within 2 working days.`,
      approved: `${what} is approved. Bring or send the item to the shop with the number ${s.number}.`,
      declined: `${what} has been declined.`,
      received: `We have received the item for ${s.number}. We will tell you when it is resolved.`,
      resolved: `${what} is resolved: ${s.outcome ? OUTCOME.en[s.outcome] : 'done'}.`,
    }[s.status];
    return {
      subject: `${s.number} (order ${s.order}): ${s.status === 'resolved' && s.outcome ? OUTCOME.en[s.outcome] : s.status}`,
      lines: [
        line,
        ...(s.refund
          ? [`We have refunded ${formatKES(s.refund.amount)} to your M-Pesa (reference ${s.refund.reference}).`]
          : []),
        ...(s.note ? [`Note from the shop: ${s.note}`] : []),
        'You can follow it in My Orders.',
      ],
    };
  },
  sw: (s) => {
    const what = `${KIND.sw[s.kind][0].toUpperCase()}${KIND.sw[s.kind].slice(1)} lako ${s.number} la oda ${s.order}`;
    const status = {
      requested: 'limepokelewa',
      approved: 'limekubaliwa',
      declined: 'limekataliwa',
      received: 'bidhaa imepokelewa',
      resolved: 'limeshughulikiwa',
    }[s.status];
    const line = {
      requested: `${what} limepokelewa. Tutakujibu ndani ya siku 2 za kazi.`,
      approved: `${what} limekubaliwa. Leta au tuma bidhaa dukani pamoja na namba ${s.number}.`,
      declined: `${what} limekataliwa.`,
      received: `Tumepokea bidhaa ya ${s.number}. Tutakujulisha ikishughulikiwa.`,
      resolved: `${what} limeshughulikiwa: ${s.outcome ? OUTCOME.sw[s.outcome] : 'limekamilika'}.`,
    }[s.status];
    return {
      subject: `${s.number} (oda ${s.order}): ${s.status === 'resolved' && s.outcome ? OUTCOME.sw[s.outcome] : status}`,
      lines: [
        line,
        ...(s.refund
          ? [`Tumekurudishia ${formatKES(s.refund.amount)} kwenye M-Pesa yako (kumbukumbu ${s.refund.reference}).`]
          : []),
        ...(s.note ? [`Ujumbe kutoka dukani: ${s.note}`] : []),
        'Unaweza kufuatilia kwenye Oda Zangu.',
      ],
    };
  },
};

/** Queues the step's mail in the caller's transaction: it goes out if and only if the step is kept. */
export async function queueReturnMail(tx: DbOrTx, userId: number | null, step: Step) {
  if (userId == null) return;
  const [buyer] = await tx
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!buyer?.email) return;
  const lang: Lang = buyer.language === 'sw' ? 'sw' : 'en';
  const { subject, lines } = RETURN_MAIL[lang](step);
  const hello = lang === 'sw' ? `Habari ${buyer.name},` : `Hello ${buyer.name},`;
  await tx
    .insert(mailQueue)
    .values({ kind: 'return', to: buyer.email, subject, text: [hello, '', ...lines].join('\n') });
}
