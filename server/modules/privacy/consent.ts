import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { marketingConsents } from '#db/schema';
import { MARKETING_CONSENT_WORDING, type ConsentState } from '#core/schemas/privacy';

/**
 * Marketing consent (decision 065): each choice is a new row with the exact words shown and the time,
 * never an update, so the history proves what was agreed when. The latest row is the state; none: no.
 * Whoever sends offers (SMS alerts, later) reads `hasMarketingConsent`.
 */
export async function consentState(db: DbOrTx, userId: number): Promise<ConsentState> {
  const rows = await db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.userId, userId))
    .orderBy(asc(marketingConsents.id));
  return {
    granted: rows.at(-1)?.granted ?? false,
    wording: MARKETING_CONSENT_WORDING,
    history: rows.map((r) => ({
      granted: r.granted,
      wording: r.wording,
      language: r.language,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function recordConsent(
  db: DbOrTx,
  userId: number,
  input: { granted: boolean; language: 'en' | 'sw' },
): Promise<ConsentState> {
  const current = await consentState(db, userId);
  // The same answer twice adds nothing: the history lists changes of mind, not clicks.
  if (current.history.length === 0 || current.granted !== input.granted)
    await db.insert(marketingConsents).values({
      userId,
      granted: input.granted,
      wording: MARKETING_CONSENT_WORDING[input.language],
      language: input.language,
    });
  return consentState(db, userId);
}

export async function hasMarketingConsent(db: DbOrTx, userId: number): Promise<boolean> {
  return (await consentState(db, userId)).granted;
}
