import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '#db/schema';
import { messageSchema } from '#core/schemas/common';
import { contactSchema } from '#core/schemas/contact';
import { perIpLimit, rateLimited } from '../../plugins/rate-limits';

/** Beyond the spec's simulated send: the message is stored and e-mailed to the support address. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      // One sender (IP and e-mail) gets 5 messages per 15 minutes; shoppers sharing a carrier IP (CGNAT)
      // do not use up each other's, while the per-IP cap still stops a flood with rotating addresses.
      config: rateLimited('contact', 'ipAndEmail'),
      preHandler: perIpLimit(app, 'contactPerIp'),
      schema: { tags: ['contact'], body: contactSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      const input = request.body;
      await app.db.insert(contactMessages).values(input);
      const { supportEmail, storeName } = await app.settings.get();
      await app.mailer
        .send({
          to: supportEmail,
          // Support answers the shopper by replying, not by copying the address out of the text.
          replyTo: input.email,
          subject: `[${storeName}] ${input.inquiryType}: ${input.subject}`,
          text: `From: ${input.name} <${input.email}>\nType: ${input.inquiryType}\n\n${input.message}`,
        })
        .catch((err) => request.log.error({ err }, 'contact mail failed; the message is stored'));
      return reply
        .status(201)
        .send({ message: 'Thank you! Your message has been sent. We will get back to you soon.' });
    },
  );
};
