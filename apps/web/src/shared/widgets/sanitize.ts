import DOMPurify from 'dompurify';

/** Rich text leaves the editor only after this: scripts, event handlers and javascript: links removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}
