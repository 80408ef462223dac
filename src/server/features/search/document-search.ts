import type { Db } from '../../db/unit-of-work.ts';
import type { DocumentHit } from '../../../shared/search.ts';
import { visibleSql } from '../../core/publishing/publication-rule.ts';

/** Public documents whose title matches, best first; the library is small, so no index is kept for it. */
const SQL = `
select d.id, d.title, d.document_date, d.legacy_path, f.file_name
from document d join document_file f on f.id = d.current_file_id
where to_tsvector('english', d.title) @@ websearch_to_tsquery('english', ?) and ${visibleSql('d')}
order by ts_rank(to_tsvector('english', d.title), websearch_to_tsquery('english', ?)) desc, d.document_date desc, d.id desc
limit ?`;

interface Row {
  id: number;
  title: string;
  document_date: string;
  legacy_path: string | null;
  file_name: string;
}

export async function searchDocuments(db: Db, query: string, now: Date, limit: number): Promise<DocumentHit[]> {
  const rows = await db.run((em) => em.execute<Row[]>(SQL, [query, now, query, limit]));
  return rows.map((row) => ({ title: row.title, documentDate: row.document_date, url: row.legacy_path ?? `/documents/${row.id}/${row.file_name}` }));
}
