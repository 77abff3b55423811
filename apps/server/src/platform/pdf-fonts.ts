import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiModule, { type Bidi } from 'bidi-js';
import * as fontkit from 'fontkit';

/*
 * The fonts of the PDF worker thread and the text runs drawn with them. Noto Sans SC is the base (Latin,
 * Malay, Chinese); Noto Sans Arabic, Hebrew, Tamil, Bengali and Myanmar draw the scripts it lacks. Every
 * text the drawer writes is cut into runs by which font covers each character (`Scripts.pieces`), and the
 * runs of a right-to-left script are put in visual order (bidi-js, the Unicode bidirectional algorithm):
 * fontkit shapes each run (Arabic joining, Indic reordering, Myanmar through the universal shaper) and
 * reverses an Arabic or Hebrew run itself. A character no font covers is drawn as a visible "□" and
 * reported (`Scripts.replaced`), never dropped. A text of the base font alone (nearly every Latin or
 * Chinese text) is one run without further work.
 */

const require = createRequire(import.meta.url);
export type Weight = 'regular' | 'bold';
type Face = 'sc' | 'arabic' | 'hebrew' | 'tamil' | 'bengali' | 'myanmar';

const NOTO = '@expo-google-fonts/noto-sans-';
const FILES: Record<Face, string> = {
  sc: 'sc/{w}/NotoSansSC_{w}.ttf',
  arabic: 'arabic/{w}/NotoSansArabic_{w}.ttf',
  hebrew: 'hebrew/{w}/NotoSansHebrew_{w}.ttf',
  tamil: 'tamil/{w}/NotoSansTamil_{w}.ttf',
  bengali: 'bengali/{w}/NotoSansBengali_{w}.ttf',
  myanmar: 'myanmar/{w}/NotoSansMyanmar_{w}.ttf',
};
const WEIGHT_DIRS: Record<Weight, string> = { regular: '400Regular', bold: '700Bold' };

/** The blocks a script font is asked about (a letter elsewhere goes to the base font). */
const BLOCKS: readonly (readonly [from: number, to: number, face: Face])[] = [
  [0x0590, 0x05ff, 'hebrew'],
  [0x0600, 0x06ff, 'arabic'],
  [0x0750, 0x077f, 'arabic'],
  [0x0870, 0x08ff, 'arabic'],
  [0x0980, 0x09ff, 'bengali'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x1000, 0x109f, 'myanmar'],
  [0xa9e0, 0xa9ff, 'myanmar'],
  [0xaa60, 0xaa7f, 'myanmar'],
  [0xfb1d, 0xfb4f, 'hebrew'],
  [0xfb50, 0xfdff, 'arabic'],
  [0xfe70, 0xfeff, 'arabic'],
  [0x11fc0, 0x11fff, 'tamil'],
];
const blockFace = (cp: number): Face | null => {
  if (cp < 0x0590) return null;
  for (const [from, to, face] of BLOCKS) if (cp >= from && cp <= to) return face;
  return null;
};

/** What stands for a character no font covers (the base font has it). */
export const REPLACEMENT = '\u25a1';

/** The parsed fonts of this thread: each file read and parsed once, when a text first needs it. */
const loaded = new Map<string, fontkit.Font>();
function fontOf(face: Face, weight: Weight): fontkit.Font {
  const name = `${face}-${weight}`;
  let font = loaded.get(name);
  if (!font) {
    const file = require.resolve(NOTO + FILES[face].replaceAll('{w}', WEIGHT_DIRS[weight]));
    font = fontkit.create(readFileSync(file)) as fontkit.Font;
    loaded.set(name, font);
  }
  return font;
}
/** Whether a face draws a code point (the regular weight answers for both: the weights cover the same characters). */
const coverage = new Map<Face, Map<number, boolean>>();
function covers(face: Face, cp: number): boolean {
  let known = coverage.get(face);
  if (!known) coverage.set(face, (known = new Map()));
  let has = known.get(cp);
  if (has === undefined) {
    has = fontOf(face, 'regular').hasGlyphForCodePoint(cp);
    known.set(cp, has);
  }
  return has;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const LETTER = /\p{L}/u;
/** Invisible characters (joiners, variation selectors): kept where a font has them, left out otherwise. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const CONTROL = /[\n\r\t]/;
/** Right-to-left letters (Hebrew, Arabic and their presentation forms): only then is the bidi algorithm run. */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

// bidi-js is CommonJS: Node hands its factory over as the default export, its types call it `default`
const bidiFactory = ((bidiModule as unknown as { default?: () => Bidi }).default ?? bidiModule) as unknown as () => Bidi;
let bidi: Bidi | null = null;

/** One run of a text as drawn: its characters in drawing order and the font (a registered name) drawing them. */
export interface Piece {
  text: string;
  font: string;
  /**
   * The run's glyphs are reordered by shaping (a Tamil or Bengali vowel sign drawn before its consonant), so
   * the drawer marks it with its text as /ActualText: copying and pdftotext read the characters as written.
   */
  actual?: boolean;
}
/** The faces whose shaping reorders glyphs (the Indic and Myanmar shapers). */
const REORDERED: ReadonlySet<Face> = new Set(['tamil', 'bengali', 'myanmar']);
interface Segment {
  text: string;
  face: Face;
  weight: Weight;
  level: number;
}

/** A document's use of the fonts: registers a font with pdfkit the first time the document draws with it. */
export class Scripts {
  /** The code points drawn as the replacement, in the order first met. */
  readonly replaced = new Set<number>();
  private readonly registered = new Set<string>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** The registered name of a face and weight (registered on first use; pdfkit embeds only the glyphs drawn). */
  font(face: Face, weight: Weight): string {
    const name = `${face}-${weight}`;
    if (!this.registered.has(name)) {
      // pdfkit takes a parsed fontkit font as it is: the thread parses each file once for all its documents
      this.doc.registerFont(name, fontOf(face, weight) as unknown as PDFKit.Mixins.PDFFontSource);
      this.registered.add(name);
    }
    return name;
  }

  /** The base font's ascender in thousandths of the font size: every run of a line is set on its baseline. */
  get baseAscender(): number {
    const f = fontOf('sc', 'regular');
    return (f.ascent * 1000) / f.unitsPerEm;
  }

  /** The base font's name for a weight (measuring, empty texts). */
  base(weight: Weight): string {
    return this.font('sc', weight);
  }

  /** A text cut into runs by font, in drawing order. */
  pieces(text: string, weight: Weight): Piece[] {
    return this.line([{ text, weight }]);
  }

  /** Runs of several weights (a paragraph) cut by font and put in drawing order as one line of text. */
  line(parts: readonly { text: string; weight: Weight }[]): Piece[] {
    // the fast path: printable ASCII is all in the base font, one run a part
    if (parts.every((p) => PRINTABLE_ASCII.test(p.text))) {
      return parts.filter((p) => p.text !== '').map((p) => ({ text: p.text, font: this.base(p.weight) }));
    }
    const segments: Segment[] = [];
    for (const p of parts) this.cut(p.text, p.weight, segments);
    const joined = segments.map((s) => s.text).join('');
    if (RTL.test(joined)) this.reorder(segments, joined);
    // neighbours of one font, weight and level are drawn as one run (fontkit reverses a whole Arabic run)
    const pieces: (Piece & { level: number })[] = [];
    for (const s of segments) {
      if (s.text === '') continue;
      const font = this.font(s.face, s.weight);
      const last = pieces[pieces.length - 1];
      if (last && last.font === font && last.level === s.level) last.text += s.text;
      else pieces.push({ text: s.text, font, level: s.level, ...(REORDERED.has(s.face) ? { actual: true } : {}) });
    }
    return pieces.map(({ level: _, ...p }) => p);
  }

  /** Cuts a text into segments by the face drawing each character (logical order, level 0 for now). */
  private cut(text: string, weight: Weight, out: Segment[]) {
    let current: Face = 'sc';
    let run = '';
    const flush = (next: Face) => {
      if (run !== '') out.push({ text: run, face: current, weight, level: 0 });
      run = '';
      current = next;
    };
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (cp < 0x7f && cp >= 0x20) {
        // ASCII: punctuation and spaces stay in the run they are in (if its face has them), letters go to the base
        const face: Face = current !== 'sc' && !LETTER.test(ch) && covers(current, cp) ? current : 'sc';
        if (face !== current) flush(face);
        run += ch;
        continue;
      }
      if (CONTROL.test(ch)) {
        run += ch;
        continue;
      }
      const face = this.faceOf(cp, ch, current);
      if (face === null) {
        if (IGNORABLE.test(ch)) continue; // an invisible joiner or selector no font has: nothing to show
        this.replaced.add(cp);
        if (current !== 'sc') flush('sc');
        run += REPLACEMENT;
        continue;
      }
      if (face !== current) flush(face);
      run += ch;
    }
    flush('sc');
  }

  /** The face drawing a character: its script's font, the base, or (for a mark, space or sign) the run's own font. */
  private faceOf(cp: number, ch: string, current: Face): Face | null {
    const block = blockFace(cp);
    if (!LETTER.test(ch) && covers(current, cp)) return current;
    if (block && covers(block, cp)) return block;
    if (covers('sc', cp)) return 'sc';
    return null;
  }

  /**
   * Puts segments in visual order (one line, a left-to-right paragraph: the documents are written in
   * left-to-right languages, the right-to-left texts in them are names and values). Segments are cut at
   * level changes, sequences at a level are reversed from the highest level down (rule L2), and mirrored
   * characters swapped. fontkit reverses a run of Arabic or Hebrew letters itself; a right-to-left run of
   * spaces or signs alone is reversed here. Spaces inside a right-to-left run become no-break spaces, so a
   * name is never wrapped in the middle (its words would come out in the wrong lines).
   */
  private reorder(segments: Segment[], joined: string) {
    bidi ??= bidiFactory();
    const levels = bidi.getEmbeddingLevels(joined, 'ltr').levels;
    const cutUp: Segment[] = [];
    let at = 0;
    for (const s of segments) {
      let start = 0;
      for (let i = 1; i <= s.text.length; i++) {
        if (i === s.text.length || levels[at + i] !== levels[at + start]) {
          const piece: Segment = { ...s, text: s.text.slice(start, i), level: levels[at + start] };
          // signs, spaces and digits left to right (around or after a name) go back to the base font, so a
          // reader does not take them for part of the right-to-left word
          if (piece.level % 2 === 0 && piece.face !== 'sc' && [...piece.text].every((ch) => covers('sc', ch.codePointAt(0)!))) piece.face = 'sc';
          cutUp.push(piece);
          start = i;
        }
      }
      at += s.text.length;
    }
    const max = Math.max(...cutUp.map((s) => s.level));
    for (let level = max; level >= 1; level--) {
      for (let i = 0; i < cutUp.length; i++) {
        if (cutUp[i].level < level) continue;
        let j = i;
        while (j + 1 < cutUp.length && cutUp[j + 1].level >= level) j++;
        if (j > i) cutUp.splice(i, j - i + 1, ...cutUp.slice(i, j + 1).reverse());
        i = j;
      }
    }
    for (const s of cutUp) {
      if (s.level % 2 === 0) continue;
      let text = [...s.text].map((ch) => bidi!.getMirroredCharacter(ch) ?? ch);
      if (!RTL.test(s.text)) text = text.reverse();
      s.text = text.join('').replaceAll(' ', covers(s.face, 0xa0) ? '\u00a0' : ' ');
    }
    segments.splice(0, segments.length, ...cutUp);
  }
}
