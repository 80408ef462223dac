import { CONSENT_TEXT, SIGNUP_FORM, SUBSCRIPTIONS_PATH } from '../../../../shared/alert-form.ts';
import { ARTICLE_CATEGORIES } from '../../../../shared/article-categories.ts';
import type { FieldErrors } from '../../../../shared/validation.ts';
import { escapeHtml } from '../../../../shared/escape-html.ts';
import { alertPage } from './alert-page.ts';

/** What a plain form post sent, as the form parser read it (see form-body.ts); any of it may be missing or odd. */
interface Sent {
  email?: unknown;
  categories?: unknown;
  consent?: unknown;
  location?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function error(errors: FieldErrors, field: string): { attrs: string; message: string } {
  const message = errors[field];
  if (!message) return { attrs: '', message: '' };
  return { attrs: ` aria-invalid="true" aria-describedby="${field}-error"`, message: `<p class="error" id="${field}-error">${escapeHtml(message)}</p>` };
}

/**
 * The answer to a sign-up posted without JavaScript that the server refused: the form again, with a
 * message beside each field at fault and what the visitor typed and ticked kept, so nothing is lost.
 */
export function signupErrorPage(sent: Sent, errors: FieldErrors): string {
  const chosen = Array.isArray(sent.categories) ? sent.categories.map(text) : [];
  const email = error(errors, 'email');
  const categories = error(errors, 'categories');
  const consent = error(errors, 'consent');
  const others = Object.entries(errors).filter(([field]) => !['email', 'categories', 'consent'].includes(field));
  const boxes = ARTICLE_CATEGORIES.map(
    (c) => `<label class="check"><input type="checkbox" name="categories" value="${escapeHtml(c)}"${chosen.includes(c) ? ' checked' : ''}> ${escapeHtml(c)}</label>`,
  ).join('');
  const summary = Object.values(errors).map((m) => `<li>${escapeHtml(m)}</li>`).join('');
  return alertPage(
    SIGNUP_FORM.fixTitle,
    `<style>.error{color:#c5221f;font-weight:600;margin:.3rem 0 0}[aria-invalid=true]{border-color:#c5221f}
input[type=email]{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.6rem .8rem;margin-top:.3rem;border:1px solid #9aa5b1;border-radius:6px}
.field{margin:0 0 1.2rem}.field>label:not(.check){font-weight:600}.check{display:flex;gap:.6rem;align-items:flex-start}.consent{background:#f5f1ec;padding:.8rem 1rem;border-radius:6px;font-size:.95rem}

.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}.summary{border-left:4px solid #c5221f;padding:.2rem 1rem;margin:0 0 1.5rem}legend{font-weight:600}</style>
<div class="summary" role="alert"><p>Your sign-up was not sent:</p><ul>${summary}</ul></div>
<form method="post" action="${SUBSCRIPTIONS_PATH}">
<div class="field"><label for="email">${escapeHtml(SIGNUP_FORM.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(text(sent.email))}"${email.attrs}>${email.message}</div>
<fieldset class="field"${categories.attrs}><legend>${escapeHtml(SIGNUP_FORM.categories)}</legend>${boxes}${categories.message}</fieldset>
<div class="field"><label class="check consent"><input type="checkbox" name="consent" value="yes" required${sent.consent === true ? ' checked' : ''}${consent.attrs}> ${escapeHtml(CONSENT_TEXT)}</label>${consent.message}</div>
${others.map(([, m]) => `<p class="error">${escapeHtml(m)}</p>`).join('')}
<input type="hidden" name="location" value="${escapeHtml(text(sent.location))}">
<div class="hp" aria-hidden="true"><label>Website <input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>
<button type="submit">${escapeHtml(SIGNUP_FORM.submit)}</button></form>`,
  );
}
