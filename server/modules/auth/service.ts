import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client';
import { emailTokens, users } from '#db/schema';
import { AUTH_MESSAGES } from '#core/schemas/auth';
import { badRequest, conflict, forbidden, unauthorized } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { resetMail, verificationMail } from '../../mail/templates';
import type { MailLang } from '../../i18n/language';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { createSession, deleteUserSessions, toPublicUser } from './sessions';
import { hashToken, newToken } from './tokens';

const HOUR = 60 * 60 * 1000;
export const RESET_TOKEN_TTL = HOUR;
export const VERIFY_TOKEN_TTL = 24 * HOUR;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  log: { error(o: object, msg: string): void };
  publicUrl: string;
  storeName: () => Promise<string>;
}

type TokenKind = (typeof emailTokens.$inferInsert)['kind'];

async function issueToken(db: Db, userId: number, kind: TokenKind, ttl: number) {
  const token = newToken();
  await db
    .insert(emailTokens)
    .values({ userId, kind, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttl) });
  return token;
}

/** Marks a token used and returns its user, in one statement: a token works once, even when raced. */
async function consumeToken(db: Db, token: string, kind: TokenKind) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

/** Unused reset links of a user stop working (its password was just set another way). */
export async function revokeResetTokens(db: DbOrTx, userId: number) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, 'reset-password'), isNull(emailTokens.usedAt)));
}

/** `lang`: the shop's language the request came in (issue 18); the mail is written in it. */
export async function sendVerification(
  deps: AuthDeps,
  user: { id: number; name: string; email: string },
  lang: MailLang = 'en',
) {
  const token = await issueToken(deps.db, user.id, 'verify-email', VERIFY_TOKEN_TTL);
  const url = `${deps.publicUrl}/verify-email/${token}`;
  await deps.mailer.send(verificationMail(user.email, user.name, url, await deps.storeName(), lang));
}

/** `lang` is remembered on the account: the shopper's order mails are written in it. */
export async function register(
  deps: AuthDeps,
  input: { name: string; email: string; password: string },
  lang: MailLang = 'en',
) {
  const passwordHash = await hashPassword(input.password);
  const [user] = await deps.db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash, language: lang })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw conflict(AUTH_MESSAGES.emailTaken);
  // The account stands even when the mail server is down: the person can sign in and resend the link.
  await sendVerification(deps, user, lang).catch((err) =>
    deps.log.error({ err, userId: user.id }, 'verification e-mail not sent'),
  );
  return { message: AUTH_MESSAGES.registered };
}

export async function login(deps: AuthDeps, input: { email: string; password: string }, userAgent?: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  // The same work and the same answer whether or not the account exists: no account enumeration.
  const ok = await verifyPassword(input.password, user?.passwordHash ?? dummyHash());
  if (!user || !ok) throw unauthorized(AUTH_MESSAGES.badCredentials);
  // Said only to whoever knows the password: a disabled account is not revealed to a guesser.
  if (user.disabledAt) throw forbidden(AUTH_MESSAGES.accountDisabled);
  // A hash from before the cost was raised is replaced now, while the password is at hand; only if
  // it is still the one checked (a password change in between wins).
  if (needsRehash(user.passwordHash)) {
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  }
  const token = await createSession(deps.db, user.id, userAgent);
  return { user: toPublicUser(user), token };
}

export async function verifyEmail(deps: AuthDeps, token: string) {
  const userId = await consumeToken(deps.db, token, 'verify-email');
  if (!userId) {
    // Mail scanners and link previews often open the link first: a used link of an address that is
    // verified still says so, instead of telling the person their link is invalid.
    const [used] = await deps.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(emailTokens)
      .innerJoin(users, eq(users.id, emailTokens.userId))
      .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.kind, 'verify-email')))
      .limit(1);
    if (used?.verifiedAt) return { message: AUTH_MESSAGES.verified };
    throw badRequest(AUTH_MESSAGES.badVerifyToken);
  }
  await deps.db.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
  return { message: AUTH_MESSAGES.verified };
}

export async function requestPasswordReset(deps: AuthDeps, email: string, lang: MailLang = 'en') {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (user) {
    const token = await issueToken(deps.db, user.id, 'reset-password', RESET_TOKEN_TTL);
    const url = `${deps.publicUrl}/reset-password/${token}`;
    // Not awaited: the answer must take as long for an unknown address as for a known one, and a
    // mail server failure must not tell the asker that the account exists.
    void deps
      .storeName()
      .then((store) => deps.mailer.send(resetMail(user.email, user.name, url, store, lang)))
      .catch((err) => deps.log.error({ err, userId: user.id }, 'password reset e-mail not sent'));
  }
  return { message: AUTH_MESSAGES.resetRequested };
}

export async function resetPassword(deps: AuthDeps, token: string, password: string) {
  // The token first: a made-up link must not cost a password hash (this endpoint has no rate limit).
  const userId = await consumeToken(deps.db, token, 'reset-password');
  if (!userId) throw badRequest(AUTH_MESSAGES.badResetToken);
  const passwordHash = await hashPassword(password);
  await deps.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  // Whoever knew the old password is signed out everywhere, and older reset links stop working.
  await deleteUserSessions(deps.db, userId);
  await revokeResetTokens(deps.db, userId);
  return { message: AUTH_MESSAGES.resetDone };
}

export async function changePassword(
  deps: AuthDeps,
  userId: number,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw badRequest(AUTH_MESSAGES.wrongPassword);
  }
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await deleteUserSessions(deps.db, userId, sessionId);
  await revokeResetTokens(deps.db, userId);
  return { message: AUTH_MESSAGES.passwordChanged };
}

/** The account service, built once per app on its dependencies (app.ts) and used by routes and pages. */
/** The shop's language a signed-in shopper last used (sign-in, orders): their next mails are in it. */
export async function rememberLanguage(db: DbOrTx, userId: number, lang: MailLang) {
  await db
    .update(users)
    .set({ language: lang })
    .where(and(eq(users.id, userId), ne(users.language, lang)));
}

export function createAuthService(deps: AuthDeps) {
  return {
    register: (input: Parameters<typeof register>[1], lang?: MailLang) => register(deps, input, lang),
    login: (input: Parameters<typeof login>[1], userAgent?: string) => login(deps, input, userAgent),
    verifyEmail: (token: string) => verifyEmail(deps, token),
    sendVerification: (user: Parameters<typeof sendVerification>[1], lang?: MailLang) =>
      sendVerification(deps, user, lang),
    requestPasswordReset: (email: string, lang?: MailLang) => requestPasswordReset(deps, email, lang),
    rememberLanguage: (userId: number, lang: MailLang) => rememberLanguage(deps.db, userId, lang),
    resetPassword: (token: string, password: string) => resetPassword(deps, token, password),
    changePassword: (userId: number, sessionId: string, input: Parameters<typeof changePassword>[3]) =>
      changePassword(deps, userId, sessionId, input),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
