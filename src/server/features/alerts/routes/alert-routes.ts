import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { onRequestHookHandler } from 'fastify';
import { CHECK_INBOX_PATH, SUBSCRIPTION_ACCEPTED, SubscriptionAccepted, SubscriptionInput, SUBSCRIPTIONS_PATH } from '../../../../shared/alerts.ts';
import { ApiError } from '../../../../shared/api-error.ts';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '../../../../shared/article.ts';
import { escapeHtml } from '../escape-html.ts';
import type { Subscriptions } from '../subscriptions.ts';
import { HttpProblem } from '../../../errors.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { alertPage } from './alert-page.ts';
import { acceptFormPosts, isFormPost, wantsPage } from './form-body.ts';
import { signupErrorPage } from './signup-error-page.ts';

export interface AlertRoutesOptions {
  subscriptions: Subscriptions;
  /** Sign-ups per IP (see plugin.ts). */
  limit: onRequestHookHandler;
}

const TokenParams = Type.Object({ token: Type.String({ maxLength: 300 }) });
const Html = { 200: Type.String(), 400: Type.String(), 404: Type.String() };
const CategoriesForm = Type.Object({ categories: Type.Optional(Type.Array(Type.String())) }, { additionalProperties: true });

const LINK_PROBLEM = alertPage(
  'This link does not work',
  '<p>The link is incomplete or has expired. Confirmation links are valid for 7 days: sign up again from the <a href="/">home page</a> to get a new one.</p>',
);

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
    reply.header('Cache-Control', 'no-store');
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
        if (!isFormPost(request.headers['content-type'])) return;
        const body = (request.body ?? {}) as Record<string, unknown>;
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

  app.get('/alerts/confirm/:token', { schema: { params: TokenParams, response: Html } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    if (!(await subscriptions.confirm(request.params.token))) return reply.code(404).send(LINK_PROBLEM);
    return reply.send(
      alertPage('Subscription confirmed', '<p>Your subscription is confirmed. You will receive our news releases by e-mail as they are published.</p><p><a href="/investors/media">Read the latest news</a></p>'),
    );
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

  // RFC 8058: mail clients POST "List-Unsubscribe=One-Click" here; the page's button posts here too.
  app.post('/alerts/unsubscribe/:token', { schema: { params: TokenParams, response: Html } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    if (!(await subscriptions.unsubscribe(request.params.token))) return reply.code(404).send(LINK_PROBLEM);
    return reply.send(alertPage('You are unsubscribed', '<p>You will receive no more news alerts from us.</p><p><a href="/">Back to the home page</a></p>'));
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
