import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { CHECK_INBOX_PATH, SUBSCRIPTION_ACCEPTED, SubscriptionAccepted, SubscriptionInput, SUBSCRIPTIONS_PATH } from '../../../../shared/alerts.ts';
import { ApiError } from '../../../../shared/api-error.ts';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '../../../../shared/article.ts';
import { COMPANY_NAME } from '../../../../shared/site.ts';
import { escapeHtml } from '../../../../shared/escape-html.ts';
import type { ConfirmationState, Subscriptions } from '../subscriptions.ts';
import { HttpProblem } from '../../../errors.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { alertPage } from './alert-page.ts';
import { acceptFormPosts, isFormPost, wantsPage } from './form-body.ts';
import { signupErrorPage } from './signup-error-page.ts';
import { CACHE_CONTROL, withCacheControl } from '../../../http/response-cache.ts';

export interface AlertRoutesOptions {
  subscriptions: Subscriptions;
  /** Sign-ups per IP, shared by every process (see plugin.ts). */
  limit: onRequestHookHandler;
}

const TokenParams = Type.Object({ token: Type.String({ maxLength: 300 }) });
const Html = { 200: Type.String(), 400: Type.String(), 404: Type.String(), 410: Type.String() };
const CategoriesForm = Type.Object({ categories: Type.Optional(Type.Array(Type.String())) }, { additionalProperties: true });

const LINK_PROBLEM = alertPage(
  'This link does not work',
  '<p>The link is incomplete or has expired. Confirmation links are valid for 7 days: sign up again from the <a href="/">home page</a> to get a new one.</p>',
);

const STALE_LINK = alertPage(
  'This link has been replaced',
  '<p>This confirmation link is no longer valid: a newer one was sent to this address, or the address was unsubscribed after it was sent. Use the link in the latest message we sent you, or sign up again from the <a href="/">home page</a>.</p>',
);

const CONFIRMED = alertPage(
  'Subscription confirmed',
  '<p>Your subscription is confirmed. You will receive our news releases by e-mail as they are published.</p><p><a href="/investors/media">Read the latest news</a></p>',
);

/** The page a confirmation link in any state answers with, and its status. */
const CONFIRMATION_PAGES: Record<Exclude<ConfirmationState, 'pending'>, [200 | 404 | 410, string]> = {
  confirmed: [200, CONFIRMED],
  stale: [410, STALE_LINK],
  invalid: [404, LINK_PROBLEM],
};

/** Reads a multipart body to its end and keeps nothing: a malformed one still unsubscribes, since the link decides. */
async function dropMultipart(request: FastifyRequest): Promise<void> {
  try {
    for await (const part of request.parts()) if (part.type === 'file') part.file.resume();
  } catch (err) {
    request.log.info({ err }, 'alerts: unreadable one-click unsubscribe body ignored');
  }
}

function categoryBoxes(chosen: readonly string[]): string {
  return ARTICLE_CATEGORIES.map(
    (c) => `<label><input type="checkbox" name="categories" value="${escapeHtml(c)}"${chosen.includes(c) ? ' checked' : ''}> ${escapeHtml(c)}</label>`,
  ).join('');
}

/** Sign-up (JSON or plain form post), the confirmation link, and the unsubscribe page and its one-click POST. */
export const alertRoutes: FastifyPluginAsyncTypebox<AlertRoutesOptions> = async (app, opts) => {
  const { subscriptions } = opts;
  acceptFormPosts(app);
  app.addHook('onSend', async (_request, reply) => {
    withCacheControl(reply, CACHE_CONTROL.none);
  });

  app.post(
    SUBSCRIPTIONS_PATH,
    {
      schema: { body: SubscriptionInput, response: { 202: SubscriptionAccepted, 400: Type.Union([ApiError, Type.String()]), ...ERROR_RESPONSES } },
      // A browser posting the form itself gets pages, not JSON: the mistakes are answered below.
      attachValidation: true,
      // An unticked checkbox sends nothing: for this form that is no consent, and no categories chosen
      // (and a post with nothing ticked or typed may have no body at all).
      preValidation: async (request) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        // Spaces around an address are a slip of the copy and paste, not part of it.
        if (typeof body.email === 'string') body.email = body.email.trim();
        if (!isFormPost(request.headers['content-type'])) return;
        body.consent ??= false;
        body.categories ??= [];
        request.body = body as SubscriptionInput;
      },
      onRequest: opts.limit,
      bodyLimit: 8 * 1024,
    },
    async (request, reply) => {
      const page = wantsPage(request.headers);
      if (request.validationError) {
        if (!page || !(request.validationError instanceof HttpProblem)) throw request.validationError;
        return reply.code(400).type('text/html; charset=utf-8').send(signupErrorPage(request.body, request.validationError.errors ?? {}));
      }
      // A bot fills every field; people never see this one. It is told exactly what people are.
      if (!request.body.website) {
        await subscriptions.subscribe(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
      }
      if (page) return reply.redirect(CHECK_INBOX_PATH, 303);
      return reply.code(202).send({ message: SUBSCRIPTION_ACCEPTED });
    },
  );

  app.get(CHECK_INBOX_PATH, { schema: { response: Html } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(alertPage('Check your inbox', `<p>${escapeHtml(SUBSCRIPTION_ACCEPTED)}</p><p>The link in it is valid for 7 days. <a href="/">Back to the home page</a></p>`)),
  );

  // Opening the link only shows a button: mail scanners open links too, and must not confirm for the investor.
  app.get('/alerts/confirm/:token', { schema: { params: TokenParams, response: Html } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const state = await subscriptions.confirmation(request.params.token);
    if (state !== 'pending') {
      const [status, page] = CONFIRMATION_PAGES[state];
      return reply.code(status).send(page);
    }
    const action = `/alerts/confirm/${encodeURIComponent(request.params.token)}`;
    return reply.send(
      alertPage(
        'Confirm your subscription',
        `<p>Press the button to start receiving ${escapeHtml(COMPANY_NAME)} news releases by e-mail.</p>
<form method="post" action="${action}"><button type="submit">Confirm my subscription</button></form>`,
      ),
    );
  });

  app.post('/alerts/confirm/:token', { schema: { params: TokenParams, response: Html } }, async (request, reply) => {
    const [status, page] = CONFIRMATION_PAGES[await subscriptions.confirm(request.params.token)];
    return reply.code(status).type('text/html; charset=utf-8').send(page);
  });

  app.get('/alerts/unsubscribe/:token', { schema: { params: TokenParams, response: Html } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const subscriber = await subscriptions.manage(request.params.token);
    if (!subscriber) return reply.code(404).send(LINK_PROBLEM);
    const action = `/alerts/unsubscribe/${encodeURIComponent(request.params.token)}`;
    const status = subscriber.status === 'unsubscribed' ? '<p>This address is already unsubscribed.</p>' : '';
    return reply.send(
      alertPage(
        'Unsubscribe from news alerts',
        `${status}<p>Stop sending news alerts to <strong>${escapeHtml(subscriber.email)}</strong>.</p>
<form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>
<p><a href="#categories">Change which news you receive instead</a></p>
<form id="categories" method="post" action="/alerts/preferences/${encodeURIComponent(request.params.token)}">
<fieldset><legend>Categories</legend>${categoryBoxes(subscriber.categories)}</fieldset><button type="submit">Save categories</button></form>`,
      ),
    );
  });

  // RFC 8058: mail providers POST "List-Unsubscribe=One-Click" here, urlencoded, as multipart/form-data (the
  // form section 3.1 asks for) or with no body; the page's button posts here too. The signed link is what
  // counts, so the body is read and dropped. Multipart parsing is registered for this route alone.
  await app.register(async (plain) => {
    const oneClick = plain.withTypeProvider<TypeBoxTypeProvider>();
    await oneClick.register(fastifyMultipart, { limits: { files: 1, fileSize: 1024, fields: 4, parts: 4, fieldSize: 1024 } });
    oneClick.post('/alerts/unsubscribe/:token', { schema: { params: TokenParams, response: Html } }, async (request, reply) => {
      if (request.isMultipart()) await dropMultipart(request);
      reply.type('text/html; charset=utf-8');
      if (!(await subscriptions.unsubscribe(request.params.token))) return reply.code(404).send(LINK_PROBLEM);
      return reply.send(alertPage('You are unsubscribed', '<p>You will receive no more news alerts from us.</p><p><a href="/">Back to the home page</a></p>'));
    });
  });

  app.post('/alerts/preferences/:token', { schema: { params: TokenParams, body: CategoriesForm, response: Html } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const chosen = (request.body.categories ?? []).filter((c): c is ArticleCategory => (ARTICLE_CATEGORIES as readonly string[]).includes(c));
    if (chosen.length === 0) {
      return reply.code(400).send(alertPage('Choose at least one category', '<p>Go back and tick at least one category, or unsubscribe instead.</p>'));
    }
    if (!(await subscriptions.changeCategories(request.params.token, chosen))) return reply.code(404).send(LINK_PROBLEM);
    return reply.send(alertPage('Categories saved', `<p>You will receive: ${escapeHtml(chosen.join(', '))}.</p>`));
  });
};
