/** JSON inside <script type="application/json">: only "<" can end the element early, so escape it. */
export function serializeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The element readJsonScript reads: `value` as JSON in <script type="application/json" id={id}>. */
export function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${serializeJson(value)}</script>`;
}

/** Reads what the server wrote into <script type="application/json" id={id}>. */
export function readJsonScript<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : null;
}

/** The same element read from a page's HTML as text, for the tests and the bench. */
export function jsonScriptIn<T>(html: string, id: string): T | null {
  const element = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return element ? (JSON.parse(element[1]!) as T) : null;
}
