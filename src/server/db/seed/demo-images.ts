// Demo pictures drawn as SVG and run through the real image pipeline, so a fresh
// install shows complete pages without shipping photographs of real people.

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export function portraitSvg(name: string): Buffer {
  const hash = hashOf(name);
  const hue = hash % 360;
  const hue2 = (hue + 40) % 360;
  const shirt = (hue + 180) % 360;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,78%)"/>
      <stop offset="1" stop-color="hsl(${hue2},60%,62%)"/>
    </linearGradient>
  </defs>
  <rect width="480" height="480" fill="url(#bg)"/>
  <circle cx="${380 - (hash % 60)}" cy="${90 + (hash % 50)}" r="70" fill="hsl(${hue2},70%,85%)" opacity="0.45"/>
  <path d="M70 480 C 90 360, 170 320, 240 320 C 310 320, 390 360, 410 480 Z" fill="hsl(${shirt},35%,32%)"/>
  <rect x="212" y="270" width="56" height="60" rx="20" fill="hsl(28,45%,${58 + (hash % 14)}%)"/>
  <circle cx="240" cy="205" r="88" fill="hsl(28,45%,${62 + (hash % 14)}%)"/>
  <path d="M152 200 C 150 130, 200 108, 240 108 C 290 108, 332 134, 328 200 C 312 160, 280 150, 240 152 C 200 150, 170 162, 152 200 Z" fill="hsl(${(hash >> 3) % 40},30%,${15 + (hash % 20)}%)"/>
</svg>`);
}

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

/** A partner's wordmark: a coloured mark and the name, wide like most logos. */
export function logoSvg(name: string): Buffer {
  const hash = hashOf(name);
  const hue = hash % 360;
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const words = name.split(/\s+/);
  const lines = [words.slice(0, 2).join(' '), words.slice(2).join(' ')].filter(Boolean);
  const shape =
    hash % 3 === 0
      ? `<circle cx="90" cy="100" r="62" fill="hsl(${hue},60%,42%)"/>`
      : hash % 3 === 1
        ? `<rect x="30" y="40" width="120" height="120" rx="28" fill="hsl(${hue},60%,40%)"/>`
        : `<path d="M90 34 L152 150 L28 150 Z" fill="hsl(${hue},60%,42%)"/>`;
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  // The wordmark has 290 px beside the mark; a long line gets a smaller size so it is never cut off.
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.min(34, Math.floor(290 / (longest * 0.62)));
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200">
  <rect width="480" height="200" fill="#ffffff"/>
  ${shape}
  <text x="90" y="${hash % 3 === 2 ? 132 : 114}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="700" fill="#ffffff">${escape(initials)}</text>
  ${lines
    .map(
      (line, index) =>
        `<text x="175" y="${(lines.length === 1 ? 112 : 92) + index * 44}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" font-weight="700" fill="hsl(${hue},45%,22%)">${escape(line)}</text>`,
    )
    .join('\n  ')}
</svg>`);
}
