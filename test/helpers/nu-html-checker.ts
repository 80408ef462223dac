import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** One message of the Nu Html Checker about one of the documents it was given. */
export interface NuMessage {
  /** The name the document was handed in under. */
  document: string;
  type: 'error' | 'warning' | 'info';
  line: number | null;
  message: string;
  extract: string;
}

interface VnuJsonMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

// The jar the npm package ships; run with the machine's java rather than the package's launcher,
// which would download a Java runtime of its own when none is on the PATH.
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

function messageType(m: VnuJsonMessage): NuMessage['type'] {
  if (m.type === 'info') return m.subType === 'warning' ? 'warning' : 'info';
  // A document the checker could not read counts as failing it.
  return 'error';
}

/**
 * Checks the documents (name → HTML) in one run of the checker, so the JVM starts once for all of
 * them. Returns every message, errors and warnings alike.
 */
export async function checkHtml(documents: Map<string, string>): Promise<NuMessage[]> {
  const dir = await mkdtemp(join(tmpdir(), 'nu-check-'));
  try {
    const fileToDocument = new Map<string, string>();
    const files: string[] = [];
    for (const [name, html] of documents) {
      const file = join(dir, `document-${files.length}.html`);
      await writeFile(file, html);
      fileToDocument.set(`file:${file}`, name);
      files.push(file);
    }
    const { stdout } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stdout) as { messages: VnuJsonMessage[] };
    return messages.map((m) => ({
      document: (m.url && fileToDocument.get(m.url)) ?? m.url ?? '(checker)',
      type: messageType(m),
      line: m.lastLine ?? null,
      message: m.message,
      extract: m.extract ?? '',
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
