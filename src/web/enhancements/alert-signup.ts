/** Marks the site's own news alert sign-up forms (components/alerts/alert-signup-form.tsx). */
const SIGNUP_FORM_ATTRIBUTE = 'data-alert-signup';

/**
 * Spread on a sign-up form: the mark, and the words it shows while sending and when sending failed
 * (SIGNUP_FORM in shared/alert-form.ts), so the page's loader carries no copy of the form's texts.
 */
export function signupFormAttributes(texts: { sending: string; failed: string }) {
  return { [SIGNUP_FORM_ATTRIBUTE]: '', 'data-sending-text': texts.sending, 'data-failed-text': texts.failed };
}

interface Answer {
  message?: string;
  errors?: Record<string, string>;
}

function showErrors(form: HTMLFormElement, errors: Record<string, string>): void {
  let first: HTMLElement | null = null;
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const name = slot.dataset.errorFor!;
    slot.textContent = errors[name] ?? '';
    for (const input of form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)) {
      input.setAttribute('aria-invalid', String(Boolean(errors[name])));
      if (errors[name]) first ??= input;
    }
  }
  first?.focus();
}

async function submit(form: HTMLFormElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const result = form.querySelector<HTMLElement>('[data-signup-result]')!;
  const label = button.textContent;
  // Both are set by signupFormAttributes.
  const sending = form.dataset.sendingText!;
  const failed = form.dataset.failedText!;
  button.disabled = true;
  button.textContent = sending;
  result.textContent = '';
  delete result.dataset.failed;
  try {
    // Sent as the form would be, asking for JSON: the server then answers 202 or a 400 naming each field.
    const response = await fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { Accept: 'application/json' },
    });
    const answer = (await response.json().catch(() => ({}))) as Answer;
    showErrors(form, answer.errors ?? {});
    if (response.ok) form.reset();
    else if (!answer.errors) result.dataset.failed = '';
    if (response.ok || !answer.errors) result.textContent = answer.message ?? failed;
  } catch {
    result.dataset.failed = '';
    result.textContent = failed;
  } finally {
    button.disabled = false;
    button.textContent = label;
  }
}

/**
 * Sends the sign-up forms in the background and shows the answer in place, so a visitor stays on the
 * page. One listener on the document serves the home page's form and the dialog's, which React adds later.
 */
export function enhanceAlertSignups(root: Document): void {
  root.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(SIGNUP_FORM_ATTRIBUTE)) return;
    event.preventDefault();
    void submit(form);
  });
}
