// Demo pictures drawn as SVG and run through the real image pipeline, so a fresh
// install shows complete pages without shipping photographs of real people.
import type { EventCategory } from '#common/events-constants';
import { hashOf, randomFrom } from './demo-portraits';

export { portraitSvg } from './demo-portraits';

const SLIDE_THEMES = [
  // lab bench and prototypes
  (h: number) => `<rect x="180" y="560" width="1240" height="40" rx="8" fill="#0f2a4a"/>
    <rect x="300" y="380" width="220" height="180" rx="18" fill="hsl(${h},70%,55%)"/>
    <circle cx="760" cy="470" r="90" fill="hsl(${(h + 60) % 360},80%,60%)"/>
    <path d="M1000 560 L1100 330 L1200 560 Z" fill="hsl(${(h + 120) % 360},70%,55%)"/>
    <rect x="1240" y="420" width="90" height="140" rx="12" fill="#f8c14a"/>`,
  // a hackathon: screens and code lines
  (h: number) =>
    [0, 1, 2]
      .map(
        (i) => `<rect x="${220 + i * 420}" y="260" width="340" height="230" rx="16" fill="#0f2a4a"/>
    <rect x="${245 + i * 420}" y="285" width="290" height="180" rx="8" fill="hsl(${(h + i * 50) % 360},65%,45%)"/>
    ${[0, 1, 2, 3, 4].map((j) => `<rect x="${265 + i * 420}" y="${305 + j * 30}" width="${80 + ((j * 53 + i * 31) % 170)}" height="12" rx="6" fill="#ffffff" opacity="0.8"/>`).join('')}
    <rect x="${300 + i * 420}" y="500" width="180" height="20" rx="10" fill="#0f2a4a"/>`,
      )
      .join(''),
  // a pitch: stage and rising chart
  (h: number) => `<rect x="160" y="180" width="760" height="440" rx="20" fill="#ffffff" opacity="0.92"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${230 + i * 130}" y="${520 - i * 70}" width="80" height="${60 + i * 70}" rx="10" fill="hsl(${(h + i * 20) % 360},70%,50%)"/>`).join('')}
    <circle cx="1180" cy="330" r="70" fill="#f3d2b3"/>
    <path d="M1060 640 C1070 480 1120 430 1180 430 C1240 430 1290 480 1300 640 Z" fill="#0f2a4a"/>`,
  // a network of partners
  (h: number) => {
    const nodes = [
      [300, 300],
      [560, 200],
      [820, 320],
      [1080, 220],
      [1320, 360],
      [420, 560],
      [720, 600],
      [1000, 560],
      [1260, 640],
    ];
    const links = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [0, 5],
      [5, 6],
      [6, 7],
      [7, 8],
      [2, 6],
      [3, 7],
      [1, 5],
      [4, 8],
    ];
    return `${links.map(([a, b]) => `<line x1="${nodes[a!]![0]}" y1="${nodes[a!]![1]}" x2="${nodes[b!]![0]}" y2="${nodes[b!]![1]}" stroke="#ffffff" stroke-width="6" opacity="0.6"/>`).join('')}
    ${nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${34 + (i % 3) * 12}" fill="hsl(${(h + i * 35) % 360},75%,58%)" stroke="#ffffff" stroke-width="6"/>`).join('')}`;
  },
];

export function slideSvg(index: number): Buffer {
  const hue = [205, 265, 160, 20][index % 4]!;
  const theme = SLIDE_THEMES[index % SLIDE_THEMES.length]!;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,22%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,40%)"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#bg)"/>
  <circle cx="1450" cy="120" r="220" fill="#ffffff" opacity="0.06"/>
  <circle cx="120" cy="820" r="260" fill="#ffffff" opacity="0.05"/>
  ${theme(hue)}
</svg>`);
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** Each organisation's colour pair: a deep tone for the mark and the name, a light one beside it. */
const BRAND_COLOURS = [
  ['#0f4c81', '#5fb3f9'],
  ['#0f766e', '#5eead4'],
  ['#9a3412', '#fdba74'],
  ['#6d28d9', '#c4b5fd'],
  ['#be123c', '#fda4af'],
  ['#166534', '#86efac'],
  ['#a16207', '#fde047'],
  ['#1e293b', '#94a3b8'],
] as const;

/** Abstract marks in a 140 × 140 box at (20, 30): each organisation gets one, never its initials in a circle. */
const MARKS: ((deep: string, light: string) => string)[] = [
  // a leaf with its vein
  (deep, light) =>
    `<path d="M30 160 C 30 80, 90 40, 150 40 C 150 110, 100 160, 30 160 Z" fill="${deep}"/><path d="M30 160 C 70 120, 100 90, 130 62" stroke="${light}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  // a hexagon holding a chevron
  (deep, light) =>
    `<path d="M90 30 L 146 62 L 146 128 L 90 160 L 34 128 L 34 62 Z" fill="${deep}"/><path d="M62 112 L 90 80 L 118 112" stroke="${light}" stroke-width="14" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
  // three overlapping rings
  (deep, light) =>
    `<circle cx="66" cy="76" r="38" fill="${deep}"/><circle cx="114" cy="76" r="38" fill="${light}" opacity="0.9"/><circle cx="90" cy="118" r="38" fill="${deep}" opacity="0.75"/>`,
  // rising bars
  (deep, light) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${32 + i * 30}" y="${128 - i * 28}" width="22" height="${32 + i * 28}" rx="6" fill="${i === 3 ? light : deep}"/>`,
      )
      .join(''),
  // waves in a rounded square
  (deep, light) =>
    `<rect x="24" y="28" width="132" height="132" rx="34" fill="${deep}"/>${[70, 98, 126].map((y) => `<path d="M44 ${y} q 23 -18 46 0 t 46 0" stroke="${light}" stroke-width="9" fill="none" stroke-linecap="round"/>`).join('')}`,
  // a rising sun over a horizon
  (deep, light) =>
    `<path d="M28 132 A 62 62 0 0 1 152 132 Z" fill="${light}"/>${[-56, -28, 0, 28, 56].map((angle) => `<rect x="86" y="46" width="8" height="20" rx="4" fill="${deep}" transform="rotate(${angle} 90 132)"/>`).join('')}<rect x="20" y="136" width="140" height="14" rx="7" fill="${deep}"/>`,
  // a split diamond
  (deep, light) =>
    `<path d="M90 24 L 156 94 L 90 164 Z" fill="${deep}"/><path d="M90 24 L 24 94 L 90 164 Z" fill="${light}"/>`,
  // a grid of tiles, one lit
  (deep, light) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${30 + (i % 2) * 64}" y="${34 + Math.floor(i / 2) * 64}" width="56" height="56" rx="14" fill="${i === 1 ? light : deep}"/>`,
      )
      .join(''),
];

/**
 * An organisation's logo: its own mark and colours (chosen from its name, so the same name always looks the
 * same) beside its name set as a wordmark, wide like most logos.
 */
export function logoSvg(name: string): Buffer {
  const next = randomFrom(`logo ${name}`);
  const [deep, light] = BRAND_COLOURS[hashOf(name) % BRAND_COLOURS.length]!;
  const mark = MARKS[Math.floor(next() * MARKS.length)]!;
  const words = name.split(/\s+/);
  const lines =
    words.length > 2
      ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')]
      : words.length === 2 && name.length > 16
        ? words
        : [name];
  // The wordmark has 280 px beside the mark; a long line gets a smaller size so it is never cut off.
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.min(40, Math.floor(280 / (longest * 0.6)));
  const lowerCase = lines.length === 1 && next() < 0.5;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200">
  <rect width="480" height="200" fill="#ffffff"/>
  <g transform="translate(0 5)">${mark(deep, light)}</g>
  ${lines
    .map(
      (line, index) =>
        `<text x="178" y="${(lines.length === 1 ? 116 : 92) + index * (fontSize + 8)}" font-family="DejaVu Sans, sans-serif" font-size="${index === 0 ? fontSize : Math.round(fontSize * 0.8)}" font-weight="${index === 0 ? 700 : 400}" letter-spacing="${lowerCase ? -1 : 0}" fill="${index === 0 ? deep : '#475569'}">${escapeXml(lowerCase && index === 0 ? line.toLowerCase() : line)}</text>`,
    )
    .join('\n  ')}
</svg>`);
}

const EVENT_SCENES: Record<EventCategory, (accent: string, soft: string) => string> = {
  // a table of sticky notes and a whiteboard
  workshop: (accent, soft) =>
    `<rect x="420" y="150" width="760" height="330" rx="18" fill="#ffffff"/>${[0, 1, 2, 3, 4, 5, 6, 7]
      .map(
        (i) =>
          `<rect x="${470 + (i % 4) * 170}" y="${190 + Math.floor(i / 4) * 140}" width="120" height="110" rx="8" fill="${i % 3 === 0 ? accent : i % 3 === 1 ? soft : '#fde68a'}" transform="rotate(${i % 2 ? 3 : -3} ${530 + (i % 4) * 170} ${245 + Math.floor(i / 4) * 140})"/>`,
      )
      .join('')}<rect x="260" y="600" width="1080" height="40" rx="12" fill="#1e293b"/>`,
  // three laptops and lines of code
  hackathon: (accent, soft) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${250 + i * 400}" y="300" width="300" height="200" rx="14" fill="#1e293b"/><rect x="${268 + i * 400}" y="318" width="264" height="164" rx="6" fill="${i === 1 ? accent : '#0f172a'}"/>${[0, 1, 2, 3].map((j) => `<rect x="${286 + i * 400}" y="${340 + j * 34}" width="${70 + ((i * 37 + j * 53) % 150)}" height="12" rx="6" fill="${j % 2 ? soft : '#ffffff'}" opacity="0.85"/>`).join('')}<path d="M${220 + i * 400} 500 h 360 l -30 28 h -300 Z" fill="#334155"/>`,
      )
      .join(''),
  // a speaker, a lectern and a screen
  seminar: (accent, soft) =>
    `<rect x="560" y="140" width="720" height="400" rx="16" fill="#ffffff"/><rect x="610" y="190" width="360" height="28" rx="14" fill="${accent}"/>${[0, 1, 2].map((i) => `<rect x="610" y="${250 + i * 50}" width="${520 - i * 110}" height="18" rx="9" fill="${soft}"/>`).join('')}<circle cx="1140" cy="430" r="70" fill="${soft}"/><path d="M1140 430 L 1140 360 A 70 70 0 0 1 1206 452 Z" fill="${accent}"/><circle cx="380" cy="330" r="56" fill="#f3d2b3"/><path d="M300 640 C 300 470, 340 410, 380 410 C 420 410, 460 470, 460 640 Z" fill="${accent}"/><rect x="300" y="480" width="170" height="170" rx="10" fill="#1e293b"/>`,
  // people talking, with speech bubbles
  networking: (accent, soft) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${360 + i * 300}" cy="${360 + (i % 2) * 30}" r="54" fill="${['#f3d2b3', '#c08552', '#e9bf94', '#8d5a36'][i]}"/><path d="M${270 + i * 300} 680 C ${270 + i * 300} 500, ${310 + i * 300} ${440 + (i % 2) * 30}, ${360 + i * 300} ${440 + (i % 2) * 30} C ${410 + i * 300} ${440 + (i % 2) * 30}, ${450 + i * 300} 500, ${450 + i * 300} 680 Z" fill="${i % 2 ? accent : '#1e293b'}"/>${i % 2 ? '' : `<rect x="${400 + i * 300}" y="${200 + (i % 2) * 30}" width="150" height="80" rx="24" fill="#ffffff"/><path d="M${420 + i * 300} ${270 + (i % 2) * 30} l -10 34 l 40 -30 Z" fill="#ffffff"/><circle cx="${445 + i * 300}" cy="${240 + (i % 2) * 30}" r="9" fill="${soft}"/><circle cx="${475 + i * 300}" cy="${240 + (i % 2) * 30}" r="9" fill="${accent}"/><circle cx="${505 + i * 300}" cy="${240 + (i % 2) * 30}" r="9" fill="${soft}"/>`}`,
      )
      .join(''),
  // seed money: coins and a sprouting plant
  Funding: (accent, soft) =>
    `${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="520" cy="${600 - i * 34}" rx="120" ry="30" fill="${i % 2 ? soft : accent}" stroke="#ffffff" stroke-width="6"/>`).join('')}<path d="M1000 620 C 1000 470, 1000 400, 1000 300" stroke="#166534" stroke-width="16" fill="none"/><path d="M1000 420 C 900 420, 860 340, 880 290 C 950 290, 1000 340, 1000 420 Z M1000 360 C 1100 360, 1140 280, 1120 230 C 1050 230, 1000 280, 1000 360 Z" fill="#22c55e"/><rect x="900" y="600" width="200" height="70" rx="14" fill="#1e293b"/>`,
  // a rocket climbing a chart
  Accelerator: (accent, soft) =>
    `${[0, 1, 2, 3, 4].map((i) => `<rect x="${300 + i * 150}" y="${560 - i * 80}" width="100" height="${80 + i * 80}" rx="12" fill="${i === 4 ? accent : soft}"/>`).join('')}<g transform="rotate(35 1200 280)"><path d="M1200 150 C 1250 200, 1250 300, 1230 360 L 1170 360 C 1150 300, 1150 200, 1200 150 Z" fill="#ffffff"/><circle cx="1200" cy="240" r="22" fill="${accent}"/><path d="M1170 330 l -40 50 l 50 -10 Z M1230 330 l 40 50 l -50 -10 Z" fill="${accent}"/><path d="M1180 370 q 20 60 40 0 Z" fill="#f59e0b"/></g>`,
};

/**
 * An event's picture: one flat style for every event (the same sky, floor and light), a scene for its kind and
 * colours from its name, so a list of events looks like one set and no two look the same.
 */
export function eventSvg(name: string, category: EventCategory): Buffer {
  const next = randomFrom(`event ${name}`);
  const hue = Math.floor(next() * 360);
  const accent = `hsl(${hue},70%,50%)`;
  const soft = `hsl(${(hue + 40) % 360},75%,78%)`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,94%)"/>
      <stop offset="1" stop-color="hsl(${hue},40%,84%)"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="${200 + Math.floor(next() * 1200)}" cy="130" r="260" fill="${soft}" opacity="0.35"/>
  <rect y="690" width="1600" height="210" fill="hsl(${hue},30%,72%)"/>
  <rect y="690" width="1600" height="12" fill="#ffffff" opacity="0.5"/>
  ${(EVENT_SCENES[category] ?? EVENT_SCENES.workshop)(accent, soft)}
</svg>`);
}

/** A startup's logo mark alone, square: the portfolio shows the name beside it, so the mark carries no words. */
export function markSvg(name: string): Buffer {
  const next = randomFrom(`logo ${name}`);
  const [deep, light] = BRAND_COLOURS[hashOf(name) % BRAND_COLOURS.length]!;
  const mark = MARKS[Math.floor(next() * MARKS.length)]!;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
  <rect width="240" height="240" rx="48" fill="${light}" fill-opacity="0.25"/>
  <g transform="translate(30 25)">${mark(deep, light)}</g>
</svg>`);
}
