import type { AdminDocument } from '../../shared/document-library.ts';
import type { ToastMessage } from '../../ui/toast.tsx';

/** Where a document stands after a write, in the server's words for its time (the company's zone, labelled). */
function standing(doc: AdminDocument): string {
  if (doc.status === 'published') return `Live at ${doc.url}`;
  if (doc.status === 'scheduled') return `Goes live ${doc.scheduledLabel}`;
  return 'A draft: visitors see nothing until it is published';
}

export const uploaded = (doc: AdminDocument): ToastMessage => ({ title: 'Document uploaded', description: `${doc.title}. ${standing(doc)}` });

export const saved = (doc: AdminDocument): ToastMessage => ({ title: 'Document saved', description: `${doc.title}. ${standing(doc)}` });

/** A replaced file goes live at once on a public document; otherwise it waits with the document. */
export function replaced(doc: AdminDocument): ToastMessage {
  if (doc.status === 'published') return { title: `Replaced: the new file is live at ${doc.url}` };
  return { title: doc.status === 'scheduled' ? "Saved as the scheduled document's file" : "Saved as the draft's file", description: standing(doc) };
}

/** What Replace file asks first: the question depends on whether visitors see the file now. */
export function replaceQuestion(doc: AdminDocument): string {
  return doc.status === 'published' ? 'This replaces the public file at once.' : 'The new file becomes the file of this document, which visitors cannot see yet.';
}

/** A document moved to the trash, with the toast's Undo. */
export const trashedMessage = (doc: AdminDocument, undo: () => void): ToastMessage => ({
  title: 'Document moved to the trash',
  description: `"${doc.title}" is no longer on the website.`,
  action: { label: 'Undo', altText: 'Restore the document', onClick: undo },
});

export const restored = (doc: AdminDocument): ToastMessage => ({ title: 'Document restored', description: `${doc.title}. ${standing(doc)}` });
