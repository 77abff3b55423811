import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('rich text sanitizing', () => {
  it('keeps formatting and links but drops scripts and handlers', () => {
    const html = '<p><b>bold</b> <a href="https://x.test">link</a><img src="x" onerror="alert(1)"><script>alert(2)</script></p>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<b>bold</b>');
    expect(clean).toContain('href="https://x.test"');
    expect(clean).not.toMatch(/onerror|<script/);
  });

  it('drops javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
  });
});
