import sanitizeHtml from 'sanitize-html';

/**
 * Server-side cleaning of rich text from the editor field (seed 001: bold, italic, underline, strike,
 * lists, indent, direction, font, colour, alignment, link, image). Everything else is removed:
 * scripts and their text, event handlers, `javascript:`/`vbscript:` URLs, style expressions and
 * `url()`, iframes, forms, SVG. Allow-list based (sanitize-html), so unknown constructs are dropped.
 */

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d{1,3}))?\s*\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^\d{1,4}(\.\d{1,3})?(px|em|rem|pt|%)$/];
const FONT_FAMILY = [/^[a-z0-9 ,'"-]{1,100}$/i];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'sub',
    'sup',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'font',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    font: ['color', 'face', 'size'],
    '*': ['class', 'style', 'dir', 'data-list'],
  },
  // editor classes only (Quill: ql-align-center, ql-indent-2, ql-direction-rtl, ql-font-serif, ql-size-large)
  allowedClasses: { '*': [/^ql-(align|indent|direction|font|size)-[a-z0-9-]{1,30}$/] },
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(left|right|center|justify|start|end)$/],
      direction: [/^(ltr|rtl)$/],
      'font-family': FONT_FAMILY,
      'font-size': LENGTH,
      'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
      'font-style': [/^(normal|italic|oblique)$/],
      'text-decoration': [/^(none|underline|line-through)( (underline|line-through))?$/],
      'text-decoration-line': [/^(none|underline|line-through)( (underline|line-through))?$/],
      'padding-left': LENGTH,
      'margin-left': LENGTH,
      'text-indent': LENGTH,
      width: LENGTH,
      height: LENGTH,
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // links open safely; the editor's target is kept only as _blank
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs };
      if (out.target) {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      } else delete out.rel;
      return { tagName, attribs: out };
    },
  },
  // inline images only as raster data (a data: URL of another type is dropped with its tag)
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    (!frame.attribs.src || (/^\s*data:/i.test(frame.attribs.src) && !/^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i.test(frame.attribs.src))),
};

/** Cleans editor HTML for storage and display. Plain text passes through with `<`/`&` escaped. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (html === null || html === undefined || html === '') return '';
  return sanitizeHtml(String(html), OPTIONS);
}
