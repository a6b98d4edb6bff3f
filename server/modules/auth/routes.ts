import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../i18n/language';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
  registerSchema,
  resetPasswordSchema,
  resetRequestSchema,
  tokenParams,
} from '#core/schemas/auth';
import { messageSchema as message } from '#core/schemas/common';
import { badRequest } from '../../errors';
import { clearSessionCookie, requireUser, setSessionCookie, signedIn } from '../../plugins/auth';
import { perIpLimit, rateLimited } from '../../plugins/rate-limits';
import { deleteSession } from './sessions';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authService;
  const secure = app.config.publicUrl.startsWith('https:');
  const tags = ['auth'];

  app.post(
    '/api/auth/register',
    { config: rateLimited('signUp'), schema: { tags, body: registerSchema, response: { 201: message } } },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, requestLanguage(request))),
  );

  app.post(
    '/api/auth/login',
    {
      config: rateLimited('signIn', 'ipAndEmail'),
      preHandler: perIpLimit(app, 'signInPerIp'),
      schema: { tags, body: loginSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const result = await auth.login(request.body, request.headers['user-agent']);
      await auth.rememberLanguage(result.user.id, requestLanguage(request));
      setSessionCookie(reply, result.token, secure);
      return result;
    },
  );

  app.get('/api/auth/me', { schema: { tags, response: { 200: meResponseSchema } } }, async (request) => ({
    user: requireUser(request),
  }));

  app.post('/api/auth/logout', { schema: { tags, response: { 200: message } } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    clearSessionCookie(reply, secure);
    return { message: AUTH_MESSAGES.loggedOut };
  });

  app.post(
    '/api/auth/reset-password',
    {
      config: rateLimited('resetRequest', 'ipAndEmail'),
      preHandler: perIpLimit(app, 'resetRequestPerIp'),
      schema: { tags, body: resetRequestSchema, response: { 200: message } },
    },
    async (request) => auth.requestPasswordReset(request.body.email, requestLanguage(request)),
  );

  app.post(
    '/api/auth/reset-password/:token',
    { schema: { tags, params: tokenParams, body: resetPasswordSchema, response: { 200: message } } },
    async (request) => auth.resetPassword(request.params.token, request.body.password),
  );

  app.post(
    '/api/auth/verify-email/:token',
    { schema: { tags, params: tokenParams, response: { 200: message } } },
    async (request) => auth.verifyEmail(request.params.token),
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: rateLimited('verificationResend', 'user'),
      onRequest: signedIn,
      schema: { tags, response: { 200: message } },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.emailVerified) throw badRequest(AUTH_MESSAGES.alreadyVerified);
      await auth.sendVerification(user, requestLanguage(request));
      return { message: AUTH_MESSAGES.verificationSent };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: rateLimited('signIn', 'user'),
      onRequest: signedIn,
      schema: { tags, body: changePasswordSchema, response: { 200: message } },
    },
    async (request) => {
      const user = requireUser(request);
      return auth.changePassword(user.id, request.sessionId!, request.body);
    },
  );
};
