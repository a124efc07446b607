// Drawn portraits of the demo cast: one flat style, varied by a seed per person (skin tone, hair, clothing,
// glasses, background), made at seed time, never downloaded and never a photograph of a real person.

export function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** A small deterministic sequence from one seed: each call gives the next number in [0, 1). */
export function randomFrom(seed: string) {
  let state = hashOf(seed) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

const SKIN = [
  ['#f3d5b5', '#e2b58f'],
  ['#e9bf94', '#d29f70'],
  ['#d8a171', '#bd8456'],
  ['#c08552', '#a06b3d'],
  ['#9a6339', '#7f4f2b'],
  ['#70452a', '#5a3720'],
] as const;
const HAIR = ['#1d1613', '#2b1d15', '#3f2a1d', '#5a3a24', '#26201f', '#7d7a78'] as const;
const BACKGROUNDS = [
  ['#dbeafe', '#93c5fd'],
  ['#fde68a', '#f59e0b'],
  ['#d1fae5', '#34d399'],
  ['#fce7f3', '#f472b6'],
  ['#ede9fe', '#a78bfa'],
  ['#ffedd5', '#fb923c'],
  ['#e0f2fe', '#38bdf8'],
  ['#ecfccb', '#84cc16'],
] as const;
const CLOTHES = ['#1e3a5f', '#0f766e', '#7c2d12', '#4338ca', '#be123c', '#334155', '#a16207', '#166534'];

/** Hair drawn behind the head (long hair, a bun's knot). */
function hairBehind(style: number, colour: string): string {
  if (style === 2)
    return `<path d="M150 200 C 140 110, 200 88, 240 88 C 285 88, 342 112, 332 205 L 348 350 C 300 372, 180 372, 132 350 Z" fill="${colour}"/>`;
  if (style === 3) return `<circle cx="240" cy="100" r="38" fill="${colour}"/>`;
  return '';
}

/** Hair drawn over the top of the head. */
function hairFront(style: number, colour: string): string {
  switch (style) {
    case 0: // short, cropped
      return `<path d="M162 196 C 158 128, 200 104, 242 104 C 290 104, 326 132, 320 196 C 310 160, 290 146, 262 144 C 230 150, 196 146, 176 162 C 168 172, 164 184, 162 196 Z" fill="${colour}"/>`;
    case 1: // side part with volume
      return `<path d="M160 205 C 150 120, 210 96, 250 100 C 300 104, 334 134, 322 200 C 316 168, 300 150, 276 140 C 240 160, 200 150, 170 176 Z" fill="${colour}"/><path d="M250 100 C 262 120, 268 132, 276 140" stroke="${colour}" stroke-width="6" fill="none"/>`;
    case 2: // long, parted in the middle
      return `<path d="M164 215 C 156 130, 204 104, 240 104 C 278 104, 326 130, 316 215 C 300 160, 264 140, 242 126 C 218 142, 182 160, 164 215 Z" fill="${colour}"/>`;
    case 3: // tied back
      return `<path d="M164 196 C 160 128, 204 108, 240 108 C 280 108, 322 128, 316 196 C 296 150, 266 138, 240 138 C 212 138, 184 150, 164 196 Z" fill="${colour}"/>`;
    case 4: // curly
      return [
        [176, 160],
        [198, 128],
        [232, 114],
        [268, 118],
        [298, 136],
        [314, 168],
        [166, 190],
        [316, 196],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="30" fill="${colour}"/>`)
        .join('');
    default: // receding, short at the sides
      return `<path d="M164 206 C 160 170, 170 150, 186 140 L 190 184 Z M316 206 C 320 170, 310 150, 294 140 L 290 184 Z" fill="${colour}"/>`;
  }
}

/** A headscarf framing the face, drawn instead of hair. */
function headscarf(colour: string): { behind: string; front: string } {
  return {
    behind: `<path d="M140 220 C 130 100, 200 80, 240 80 C 282 80, 352 100, 340 220 L 356 360 C 300 390, 180 390, 124 360 Z" fill="${colour}"/>`,
    front: `<path d="M160 220 C 152 130, 200 104, 240 104 C 282 104, 330 130, 320 220 C 312 160, 280 128, 240 128 C 200 128, 168 160, 160 220 Z" fill="${colour}"/>`,
  };
}

function clothing(style: number, colour: string, skin: string): string {
  const body = `<path d="M64 480 C 72 392, 130 346, 200 336 L 280 336 C 350 346, 408 392, 416 480 Z" fill="${colour}"/>`;
  switch (style) {
    case 0: // shirt with a collar
      return `${body}<path d="M206 336 L 240 382 L 274 336 Z" fill="${skin}"/><path d="M200 334 L 232 392 L 214 402 L 188 346 Z M280 334 L 248 392 L 266 402 L 292 346 Z" fill="#ffffff"/>`;
    case 1: // blazer over a light shirt
      return `${body}<path d="M204 336 L 240 420 L 276 336 Z" fill="#f8fafc"/><path d="M204 336 L 240 420 L 222 480 L 170 480 L 182 360 Z M276 336 L 240 420 L 258 480 L 310 480 L 298 360 Z" fill="#000000" opacity="0.18"/>`;
    case 2: // round neck
      return `${body}<path d="M208 336 C 214 362, 266 362, 272 336 Z" fill="${skin}"/><path d="M204 338 C 212 370, 268 370, 276 338" stroke="#000000" stroke-opacity="0.15" stroke-width="6" fill="none"/>`;
    default: // kurta with a placket
      return `${body}<path d="M212 336 C 220 352, 260 352, 268 336 Z" fill="${skin}"/><rect x="234" y="346" width="12" height="80" rx="4" fill="#000000" opacity="0.15"/>${[362, 384, 406].map((y) => `<circle cx="240" cy="${y}" r="4" fill="#ffffff" opacity="0.8"/>`).join('')}`;
  }
}

/** A portrait of one person: the same name always gives the same drawing. */
export function portraitSvg(name: string, look: 'she' | 'he' = 'he'): Buffer {
  const next = randomFrom(name);
  const [skin, shade] = pick(next, SKIN);
  const hair = pick(next, HAIR);
  const [bgLight, bgDeep] = pick(next, BACKGROUNDS);
  const cloth = pick(next, CLOTHES);
  const clothStyle = Math.floor(next() * 4);
  const hairStyle = pick(next, look === 'she' ? [1, 2, 2, 3, 3, 4] : [0, 0, 1, 1, 4, 5]);
  const scarf =
    look === 'she' && next() < 0.2
      ? headscarf(pick(next, ['#0e7490', '#9d174d', '#4d7c0f', '#7c3aed']))
      : null;
  const glasses = next() < 0.35;
  const beard = look === 'he' && next() < 0.35;
  const smile = 8 + Math.floor(next() * 8);
  const ringX = 80 + Math.floor(next() * 320);
  const behind = scarf ? scarf.behind : hairBehind(hairStyle, hair);
  const front = scarf ? scarf.front : hairFront(hairStyle, hair);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <rect width="480" height="480" fill="${bgLight}"/>
  <circle cx="${ringX}" cy="120" r="150" fill="${bgDeep}" opacity="0.35"/>
  <circle cx="${480 - ringX}" cy="430" r="120" fill="${bgDeep}" opacity="0.25"/>
  ${behind}
  ${clothing(clothStyle, cloth, skin)}
  <path d="M212 282 L 212 340 C 226 352, 254 352, 268 340 L 268 282 Z" fill="${shade}"/>
  <ellipse cx="162" cy="218" rx="14" ry="22" fill="${shade}"/>
  <ellipse cx="318" cy="218" rx="14" ry="22" fill="${shade}"/>
  <ellipse cx="240" cy="208" rx="78" ry="94" fill="${skin}"/>
  ${beard ? `<path d="M166 220 C 170 300, 210 312, 240 312 C 270 312, 310 300, 314 220 C 300 262, 280 276, 240 276 C 200 276, 180 262, 166 220 Z" fill="${hair}"/>` : ''}
  ${front}
  <path d="M196 184 q 14 -8 28 0 M256 184 q 14 -8 28 0" stroke="${hair === HAIR[5] ? '#4b5563' : hair}" stroke-width="6" stroke-linecap="round" fill="none"/>
  <circle cx="210" cy="208" r="7" fill="#1f2937"/>
  <circle cx="270" cy="208" r="7" fill="#1f2937"/>
  <path d="M240 214 q -8 22 0 30" stroke="${shade}" stroke-width="5" stroke-linecap="round" fill="none"/>
  <path d="M${240 - smile * 2} 262 q ${smile * 2} ${smile} ${smile * 4} 0" stroke="#7f1d1d" stroke-opacity="0.75" stroke-width="5" stroke-linecap="round" fill="none"/>
  ${glasses ? `<g stroke="#111827" stroke-width="5" fill="#ffffff" fill-opacity="0.15"><rect x="184" y="190" width="52" height="38" rx="14"/><rect x="244" y="190" width="52" height="38" rx="14"/><path d="M236 204 h8"/></g>` : ''}
</svg>`);
}
