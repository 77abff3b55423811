import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

describe('sanitizeRichText', () => {
  it('keeps the editor toolbar: bold, italic, underline, strike, lists, indent, direction, font, colour, alignment, link, image', () => {
    const html = [
      '<p><strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s></p>',
      '<ol><li>one</li></ol><ul><li class="ql-indent-1">two</li></ul>',
      '<p class="ql-direction-rtl ql-align-right" dir="rtl">مرحبا</p>',
      '<p style="text-align: center"><span class="ql-font-serif" style="color: rgb(230, 0, 0); background-color: #ffff00; font-family: Arial">colour</span></p>',
      '<p><a href="https://example.com/a?b=1" target="_blank">link</a> <img src="/api/blade-resource/file/1?expires=2&amp;sig=x" alt="photo"></p>',
    ].join('');
    const clean = sanitizeRichText(html);
    for (const kept of [
      '<strong>bold</strong>',
      '<em>italic</em>',
      '<u>underline</u>',
      '<s>strike</s>',
      '<ol><li>one</li></ol>',
      '<li class="ql-indent-1">two</li>',
      'class="ql-direction-rtl ql-align-right" dir="rtl"',
      'style="text-align:center"',
      'color:rgb(230, 0, 0)',
      'background-color:#ffff00',
      'font-family:Arial',
      'class="ql-font-serif"',
      'href="https://example.com/a?b=1"',
      'rel="noopener noreferrer"',
      '<img src="/api/blade-resource/file/1?expires=2&amp;sig=x" alt="photo" />',
    ]) {
      expect(clean).toContain(kept);
    }
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="  java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', ''],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p style="background-image: url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
    ['<p style="color: red; behavior: url(x.htc)">x</p>', '<p style="color:red">x</p>'],
    ['<div onclick="alert(1)" onmouseover="x()">x</div>', '<div>x</div>'],
    ['<p class="evil ql-align-center">x</p>', '<p class="ql-align-center">x</p>'],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<form action="https://evil.example"><input name="pw"></form>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
  ])('removes %s', (dirty, expected) => {
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe(expected);
    expect(clean).not.toMatch(/<script|onerror|onload|onclick|javascript:|expression\(|<iframe|<svg|<style/i);
  });

  it('keeps raster data images and plain text, escapes stray markup characters', () => {
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    expect(sanitizeRichText('salary < 5000 & bonus')).toBe('salary &lt; 5000 &amp; bonus');
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});
