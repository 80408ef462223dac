import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import type { PublicArticle } from '../../../shared/article.ts';
import { disseminationLine, FILED_ON_SEDAR } from '../../../shared/newswire.ts';
import { publicConfigAtom } from '../../state/config.ts';

const Record = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0.75rem 0 0;
  font-size: 0.95rem;
  a { color: inherit; text-decoration: underline; }
`;

/** The release's disclosure record under its title: when the newswire carried it, and its filing on SEDAR+. */
export function ReleaseRecord({ article }: { article: Pick<PublicArticle, 'source' | 'disseminatedAt' | 'filingUrl'> }) {
  const zone = useAtomValue(publicConfigAtom).companyTimeZone;
  if (!article.disseminatedAt && !article.filingUrl) return null;
  return (
    <Record>
      {article.disseminatedAt ? <span data-disseminated>{disseminationLine(article.source, article.disseminatedAt, zone)}</span> : null}
      {article.filingUrl ? (
        <a href={article.filingUrl} rel="noopener noreferrer external" data-filing>
          {FILED_ON_SEDAR}
        </a>
      ) : null}
    </Record>
  );
}

const Notices = styled.ul`
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.95rem;
  li { margin-top: 0.5rem; padding: 0.5rem 0.75rem; border-left: 4px solid currentColor; }
`;

/** The dated notes decided when the release is read: a cited document superseded since, the archive banner. */
export function ReleaseNotices({ notices }: { notices: PublicArticle['notices'] }) {
  if (!notices.length) return null;
  return (
    <Notices>
      {notices.map((notice) => (
        <li key={notice.text} data-notice={notice.kind}>
          {notice.text}
        </li>
      ))}
    </Notices>
  );
}
