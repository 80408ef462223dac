import { useEffect, useState } from 'react';
import type { ArticleInput } from '../../shared/article.ts';
import type { CheckItem, CheckResults } from '../../shared/checks/disclosure-checks.ts';
import { isDrillingCheck } from '../../shared/drill-program-admin.ts';
import { fetchJson } from '../../shared/fetch-json.ts';
import { useAdminSession } from '../session/admin-session.ts';

/** Typing pauses this long before the checks run again on the server. */
const SETTLE_MS = 600;

/**
 * The drill-result checks of a release that reports programs: the server reads the programs' rows, so the
 * checks endpoint (POST /api/admin/articles/checks) runs them on the form's body once typing settles. A body
 * the endpoint refuses (a required field still empty) has none yet: the save names its fields.
 */
export function useDrillingChecks(body: ArticleInput): CheckItem[] {
  const { token } = useAdminSession();
  const [found, setFound] = useState<CheckItem[]>([]);
  const programs = body.drillPrograms ?? [];
  const key = programs.length ? JSON.stringify(body) : '';
  useEffect(() => {
    if (!key || !token) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchJson<CheckResults>('/api/admin/articles/checks', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: key, signal: controller.signal })
        .then((results) => setFound(results.errors.filter((item) => isDrillingCheck(item.code))))
        .catch(() => undefined);
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, token]);
  return key ? found : [];
}
