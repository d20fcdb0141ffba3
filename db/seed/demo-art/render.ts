/**
 * Generated artwork for the demo catalog: an SVG per image key (format in ./keys.ts), computed from
 * the key alone (no I/O).
 */
import { fmix32 } from '../catalog/prng.ts';
import { parseDemoArtKey, type DemoArtKey, type DemoShape } from './keys.ts';

/** The SVG (800×800) for a demo image key, or null when the key is not a valid demo key. */
export function renderDemoArt(key: string): string | null {
  const parsed = parseDemoArtKey(key);
  if (!parsed) return null;
  return parsed.kind === 'goods' ? productPhoto(parsed) : qcPhoto(parsed);
}

// ---------------------------------------------------------------------------------------------
// Colour and randomness

/** Deterministic stream of numbers in [0, 1) from a seed. */
function stream(seed: number) {
  let state = fmix32(seed ^ 0x2545f491);
  return () => {
    state = fmix32(state + 0x9e3779b9);
    return state / 4294967296;
  };
}

function hex2(n: number): string {
  return Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');
}

/** HSL (h in degrees, s and l in 0..1) to #rrggbb. */
function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  return `#${hex2((r + m) * 255)}${hex2((g + m) * 255)}${hex2((b + m) * 255)}`;
}

type Palette = { main: string; second: string; accent: string; dark: string; light: string; bg1: string; bg2: string; metal: string };

function palette(seed: number, shift: number): Palette {
  const r = stream(seed);
  const hue = r() * 360 + shift;
  const sat = 0.45 + r() * 0.35;
  const lum = 0.42 + r() * 0.18;
  const offset = [30, 150, 180, 210, 330][Math.floor(r() * 5)]!;
  const neutral = r() < 0.18; // some products are black / white / grey
  const main = neutral ? hsl(hue, 0.06, [0.16, 0.9, 0.55][Math.floor(r() * 3)]!) : hsl(hue, sat, lum);
  return {
    main,
    second: hsl(hue + offset, sat * 0.9, Math.min(0.8, lum + 0.18)),
    accent: hsl(hue + offset + 20, 0.7, 0.5),
    dark: hsl(hue, 0.35, 0.16),
    light: hsl(hue + 10, 0.3, 0.94),
    bg1: hsl(hue + 180 + r() * 60, 0.35, 0.93),
    bg2: hsl(hue + 200 + r() * 60, 0.3, 0.84),
    metal: '#cbd5e1',
  };
}

/** `<defs>` with the body fill `url(#p)`: solid, stripes, dots, checks, gradient or waves. */
function bodyFill(seed: number, colours: Palette): string {
  const r = stream(seed ^ 0x51f15e);
  const style = Math.floor(r() * 6);
  const size = 22 + Math.floor(r() * 40);
  const angle = Math.floor(r() * 180);
  const { main, second } = colours;
  const half = size / 2;
  switch (style) {
    case 1:
      return `<pattern id="p" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${size}" height="${size}" fill="${main}"/><rect width="${(half * (0.4 + r() * 0.6)).toFixed(1)}" height="${size}" fill="${second}"/></pattern>`;
    case 2:
      return `<pattern id="p" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${size}" height="${size}" fill="${main}"/><circle cx="${half}" cy="${half}" r="${(half * (0.25 + r() * 0.35)).toFixed(1)}" fill="${second}"/></pattern>`;
    case 3:
      return `<pattern id="p" width="${size * 2}" height="${size * 2}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle % 90})"><rect width="${size * 2}" height="${size * 2}" fill="${main}"/><rect width="${size}" height="${size}" fill="${second}" opacity="0.75"/><rect x="${size}" y="${size}" width="${size}" height="${size}" fill="${second}" opacity="0.75"/></pattern>`;
    case 4:
      return `<linearGradient id="p" gradientTransform="rotate(${angle % 90} 0.5 0.5)"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${second}"/></linearGradient>`;
    case 5:
      return `<pattern id="p" width="${size * 2}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${size * 2}" height="${size}" fill="${main}"/><path d="M0 ${half} Q${half} 0 ${size} ${half} T${size * 2} ${half}" fill="none" stroke="${second}" stroke-width="${(size / 6).toFixed(1)}"/></pattern>`;
    default:
      return `<linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${main}" stop-opacity="0.88"/></linearGradient>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Silhouettes, drawn around (0, 0) within about ±230

type Ink = { body: string; second: string; accent: string; dark: string; light: string; metal: string };

const line = (ink: Ink, width = 6) => `stroke="${ink.dark}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
const solid = (ink: Ink, fill: string, width = 6) => `fill="${fill}" ${line(ink, width)}`;
const strokeOnly = (colour: string, width: number) => `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const mirror = (d: string) => d.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${-Number(x)},${y}`);

const TOP_LONG = 'M-70,-190 L-150,-160 L-235,40 L-195,62 L-130,-40 L-130,190 L130,190 L130,-40 L195,62 L235,40 L150,-160 L70,-190 Q0,-150 -70,-190 Z';

const DRAW: Record<DemoShape, (ink: Ink) => string> = {
  tshirt: (k) =>
    `<path d="M-70,-190 L-150,-160 L-225,-80 L-172,-28 L-130,-62 L-130,190 L130,190 L130,-62 L172,-28 L225,-80 L150,-160 L70,-190 Q0,-140 -70,-190 Z" ${solid(k, 'url(#p)')}/>` +
    `<path d="M-70,-190 Q0,-140 70,-190" ${strokeOnly(k.second, 14)}/><path d="M-128,-60 L-160,-95 M128,-60 L160,-95" ${strokeOnly(k.dark, 3)}/>`,
  longsleeve: (k) =>
    `<path d="${TOP_LONG}" ${solid(k, 'url(#p)')}/><rect x="-130" y="168" width="260" height="22" ${solid(k, k.second, 4)}/>` +
    `<path d="M-235,40 L-195,62 M235,40 L195,62" ${strokeOnly(k.second, 16)}/><path d="M-70,-190 Q0,-150 70,-190" ${strokeOnly(k.second, 12)}/>`,
  hoodie: (k) =>
    `<path d="M-82,-182 Q-95,-262 0,-266 Q95,-262 82,-182 Z" ${solid(k, 'url(#p)')}/>` +
    `<path d="${TOP_LONG}" ${solid(k, 'url(#p)')}/><ellipse cx="0" cy="-196" rx="48" ry="34" fill="${k.dark}"/>` +
    `<path d="M-22,-165 L-28,-95 M22,-165 L28,-95" ${strokeOnly(k.light, 6)}/>` +
    `<path d="M-90,60 L90,60 L110,145 L-110,145 Z" ${solid(k, k.second, 4)}/><rect x="-130" y="168" width="260" height="22" ${solid(k, k.second, 4)}/>`,
  jacket: (k) =>
    `<path d="${TOP_LONG}" ${solid(k, 'url(#p)')}/><path d="M-72,-194 L-22,-118 L0,-168 L22,-118 L72,-194 Z" ${solid(k, k.second, 4)}/>` +
    `<path d="M0,-168 L0,190" ${strokeOnly(k.dark, 7)}/><path d="M-100,40 L-60,90 M100,40 L60,90" ${strokeOnly(k.dark, 6)}/>` +
    `<rect x="-130" y="166" width="260" height="24" ${solid(k, k.second, 4)}/>`,
  coat: (k) =>
    `<path d="M-70,-200 L-140,-175 L-205,50 L-168,66 L-122,-30 L-142,262 L142,262 L122,-30 L168,66 L205,50 L140,-175 L70,-200 Z" ${solid(k, 'url(#p)')}/>` +
    `<path d="M-70,-200 L-8,-40 L-46,-200 Z" ${solid(k, k.second, 4)}/><path d="${mirror('M-70,-200 L-8,-40 L-46,-200 Z')}" ${solid(k, k.second, 4)}/>` +
    `<rect x="-124" y="58" width="248" height="26" ${solid(k, k.second, 4)}/>` +
    [-20, 30, 130, 180].map((y) => `<circle cx="30" cy="${y}" r="9" fill="${k.dark}"/>`).join(''),
  trousers: (k) =>
    `<path d="M-120,-200 L120,-200 L145,215 L32,215 L0,-55 L-32,215 L-145,215 Z" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-122" y="-205" width="244" height="32" ${solid(k, k.second, 4)}/><path d="M0,-173 L0,-70" ${strokeOnly(k.dark, 4)}/>` +
    `<path d="M-110,-170 Q-70,-150 -60,-110 M110,-170 Q70,-150 60,-110" ${strokeOnly(k.dark, 4)}/>`,
  shorts: (k) =>
    `<path d="M-130,-120 L130,-120 L165,95 L22,105 L0,-5 L-22,105 L-165,95 Z" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-132" y="-128" width="264" height="34" ${solid(k, k.second, 4)}/><path d="M-40,-94 L-46,-40 M40,-94 L46,-40" ${strokeOnly(k.light, 5)}/>`,
  dress: (k) =>
    `<path d="M-56,-222 L-62,-132 M56,-222 L62,-132" ${strokeOnly(k.dark, 8)}/>` +
    `<path d="M-68,-132 Q0,-110 68,-132 L78,-22 L195,212 Q0,248 -195,212 L-78,-22 Z" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-82" y="-42" width="164" height="24" ${solid(k, k.second, 4)}/><path d="M-40,-18 L-90,220 M40,-18 L90,220" ${strokeOnly(k.dark, 3)}/>`,
  skirt: (k) =>
    `<path d="M-112,-134 L112,-134 L205,172 Q0,204 -205,172 Z" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-116" y="-172" width="232" height="40" rx="6" ${solid(k, k.second, 4)}/>` +
    [-70, -25, 25, 70].map((x) => `<path d="M${x},-132 L${Math.round(x * 1.8)},186" ${strokeOnly(k.dark, 3)}/>`).join(''),
  cap: (k) =>
    `<path d="M-170,40 Q-40,38 215,92 Q236,130 150,124 Q0,104 -170,64 Z" ${solid(k, k.second)}/>` +
    `<path d="M-172,44 Q-172,-150 0,-160 Q172,-150 172,44 Z" ${solid(k, 'url(#p)')}/>` +
    `<path d="M0,-158 L0,40 M-90,-130 Q-70,-40 -80,42 M90,-130 Q70,-40 80,42" ${strokeOnly(k.dark, 4)}/><circle cx="0" cy="-160" r="12" fill="${k.second}"/>`,
  beanie: (k) =>
    `<circle cx="0" cy="-190" r="44" ${solid(k, k.second)}/><path d="M-160,80 Q-170,-152 0,-170 Q170,-152 160,80 Z" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-178" y="60" width="356" height="96" rx="22" ${solid(k, k.second)}/>` +
    [-140, -105, -70, -35, 0, 35, 70, 105, 140].map((x) => `<path d="M${x},70 L${x},146" ${strokeOnly(k.dark, 3)}/>`).join(''),
  buckethat: (k) =>
    `<path d="M-225,40 Q0,-30 225,40 Q205,104 0,104 Q-205,104 -225,40 Z" ${solid(k, k.second)}/>` +
    `<path d="M-112,10 L-92,-140 Q0,-172 92,-140 L112,10 Q0,40 -112,10 Z" ${solid(k, 'url(#p)')}/><path d="M-108,-20 Q0,10 108,-20" ${strokeOnly(k.dark, 12)}/>`,
  sneaker: (k) =>
    `<path d="M-212,100 Q-222,18 -160,-10 L-60,-42 Q-18,-92 42,-82 L92,-20 Q192,10 216,62 Q226,96 212,100 Z" ${solid(k, 'url(#p)')}/>` +
    `<path d="M-226,100 L226,100 Q238,104 232,132 Q222,152 182,152 L-200,152 Q-232,152 -228,122 Z" ${solid(k, k.light)}/>` +
    `<path d="M-120,62 Q20,42 150,-8 Q40,82 -120,86 Z" ${solid(k, k.second, 4)}/>` +
    `<path d="M-40,-40 L10,-20 M-25,-58 L25,-38 M-10,-74 L40,-54" ${strokeOnly(k.light, 6)}/><path d="M-212,40 L-190,100" ${strokeOnly(k.dark, 4)}/>`,
  boot: (k) =>
    `<path d="M-132,182 L-132,-200 L32,-200 L42,42 Q182,62 204,132 L204,182 Z" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-146" y="178" width="356" height="40" rx="10" fill="${k.dark}"/><rect x="-136" y="-210" width="172" height="34" rx="8" ${solid(k, k.second, 4)}/>` +
    [-140, -90, -40, 10].map((y) => `<path d="M-40,${y} L20,${y + 30} M20,${y} L-40,${y + 30}" ${strokeOnly(k.light, 6)}/>`).join(''),
  sandal: (k) => {
    const straps = 'M60,40 Q110,-90 176,26 M-70,44 Q-10,-110 50,40 M-196,52 Q-190,-120 -110,46';
    return (
      `<path d="M-212,96 Q-232,54 -192,36 L190,14 Q236,18 228,72 Q218,112 170,112 L-180,124 Q-206,122 -212,96 Z" ${solid(k, k.light)}/>` +
      `<path d="M-200,118 L178,108 L176,134 L-198,146 Z" fill="${k.dark}"/>` +
      `<path d="${straps}" ${strokeOnly(k.dark, 46)}/><path d="${straps}" ${strokeOnly(k.body, 34)}/>` +
      `<rect x="-176" y="-70" width="36" height="30" rx="6" fill="${k.metal}" ${line(k, 4)}/>`
    );
  },
  slide: (k) =>
    `<path d="M-212,96 Q-232,54 -192,36 L190,14 Q236,18 228,72 Q218,112 170,112 L-180,124 Q-206,122 -212,96 Z" ${solid(k, k.light)}/>` +
    `<path d="M-200,118 L178,108 L176,136 L-198,146 Z" fill="${k.dark}"/>` +
    `<path d="M-20,40 Q20,-110 170,-40 Q196,0 180,24 Z" ${solid(k, 'url(#p)')}/><path d="M40,-30 L140,-10" ${strokeOnly(k.second, 10)}/>`,
  oxford: (k) =>
    `<path d="M-222,92 Q-228,32 -172,12 L-42,-10 Q8,-62 62,-52 Q182,-22 218,52 Q228,88 216,96 Z" ${solid(k, 'url(#p)')}/>` +
    `<path d="M-232,92 L222,92 L222,122 L-232,122 Z" fill="${k.dark}"/><path d="M150,-12 Q120,40 150,92" ${strokeOnly(k.dark, 4)}/>` +
    `<path d="M-10,-30 L40,-20 M0,-46 L50,-36" ${strokeOnly(k.light, 5)}/><path d="M-172,12 Q-160,60 -120,92" ${strokeOnly(k.second, 6)}/>`,
  backpack: (k) =>
    `<path d="M-60,-180 Q-60,-240 0,-240 Q60,-240 60,-180" ${strokeOnly(k.dark, 14)}/><path d="M-168,-100 L-190,160 M168,-100 L190,160" ${strokeOnly(k.second, 26)}/>` +
    `<rect x="-150" y="-180" width="300" height="380" rx="70" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-112" y="40" width="224" height="130" rx="32" ${solid(k, k.second)}/><path d="M-95,70 L95,70 M-120,-60 Q0,-150 120,-60" ${strokeOnly(k.dark, 5)}/>`,
  tote: (k) =>
    `<path d="M-90,-118 Q-90,-262 0,-262 Q90,-262 90,-118" ${strokeOnly(k.second, 16)}/>` +
    `<path d="M-172,-120 L172,-120 L202,202 L-202,202 Z" ${solid(k, 'url(#p)')}/><rect x="-80" y="-40" width="160" height="110" rx="10" ${solid(k, k.light, 4)}/>`,
  handbag: (k) =>
    `<path d="M-90,-40 Q-90,-200 0,-200 Q90,-200 90,-40" ${strokeOnly(k.dark, 16)}/>` +
    `<path d="M-182,-40 Q-194,190 -150,202 L150,202 Q194,190 182,-40 Z" ${solid(k, 'url(#p)')}/>` +
    `<path d="M-184,-42 L184,-42 L152,62 Q0,92 -152,62 Z" ${solid(k, k.second)}/><circle cx="0" cy="72" r="18" fill="${k.metal}" ${line(k, 4)}/>`,
  crossbody: (k) =>
    `<path d="M-115,-35 Q0,-440 115,-35" ${strokeOnly(k.second, 14)}/>` +
    `<rect x="-140" y="-40" width="280" height="210" rx="34" ${solid(k, 'url(#p)')}/>` +
    `<path d="M-140,-10 Q-140,-40 -108,-40 L108,-40 Q140,-40 140,-10 L140,50 Q0,84 -140,50 Z" ${solid(k, k.second)}/><rect x="-20" y="48" width="40" height="26" rx="6" fill="${k.metal}"/>`,
  suitcase: (k) =>
    `<path d="M-40,-160 L-40,-250 L40,-250 L40,-160" ${strokeOnly(k.metal, 12)}/><rect x="-58" y="-262" width="116" height="22" rx="10" fill="${k.dark}"/>` +
    `<rect x="-140" y="-160" width="280" height="350" rx="34" ${solid(k, 'url(#p)')}/>` +
    [-80, -27, 27, 80].map((x) => `<path d="M${x},-140 L${x},170" ${strokeOnly(k.dark, 3)}/>`).join('') +
    `<circle cx="-100" cy="208" r="18" fill="${k.dark}"/><circle cx="100" cy="208" r="18" fill="${k.dark}"/>`,
  duffel: (k) =>
    `<path d="M-90,-100 Q-60,-220 0,-220 Q60,-220 90,-100" ${strokeOnly(k.dark, 14)}/>` +
    `<path d="M-212,0 Q-212,-112 -100,-112 L100,-112 Q212,-112 212,0 L212,82 Q212,152 150,152 L-150,152 Q-212,152 -212,82 Z" ${solid(k, 'url(#p)')}/>` +
    `<path d="M-150,-100 L150,-100" ${strokeOnly(k.metal, 8)}/><ellipse cx="-180" cy="20" rx="26" ry="90" ${solid(k, k.second, 4)}/><ellipse cx="180" cy="20" rx="26" ry="90" ${solid(k, k.second, 4)}/>`,
  wallet: (k) =>
    `<rect x="-192" y="-122" width="384" height="244" rx="26" ${solid(k, 'url(#p)')}/><rect x="-174" y="-104" width="348" height="208" rx="18" fill="none" stroke="${k.light}" stroke-width="3" stroke-dasharray="10 8"/>` +
    `<path d="M0,-122 L0,122" ${strokeOnly(k.dark, 5)}/>` +
    [-70, -20, 30].map((y) => `<path d="M30,${y} L170,${y}" ${strokeOnly(k.second, 10)}/>`).join(''),
  cardholder: (k) =>
    `<rect x="-120" y="-150" width="200" height="130" rx="12" fill="${k.accent}" ${line(k, 4)}/><rect x="-80" y="-170" width="200" height="130" rx="12" fill="${k.light}" ${line(k, 4)}/>` +
    `<rect x="-152" y="-90" width="304" height="200" rx="22" ${solid(k, 'url(#p)')}/><path d="M-152,-40 Q0,10 152,-40" ${strokeOnly(k.dark, 5)}/>`,
  earbuds: (k) =>
    `<rect x="-150" y="-20" width="300" height="200" rx="96" ${solid(k, 'url(#p)')}/><path d="M-146,50 L146,50" ${strokeOnly(k.dark, 4)}/><circle cx="0" cy="110" r="8" fill="${k.accent}"/>` +
    [-1, 1].map((s) => `<rect x="${s * 70 - 14}" y="-140" width="28" height="110" rx="14" ${solid(k, k.light, 5)}/><circle cx="${s * 70}" cy="-150" r="46" ${solid(k, k.light)}/><circle cx="${s * 70}" cy="-150" r="20" fill="${k.second}"/>`).join(''),
  headphones: (k) =>
    `<path d="M-172,40 Q-184,-226 0,-226 Q184,-226 172,40" ${strokeOnly(k.dark, 44)}/><path d="M-172,40 Q-184,-226 0,-226 Q184,-226 172,40" ${strokeOnly(k.body, 30)}/>` +
    `<rect x="-232" y="0" width="92" height="170" rx="40" ${solid(k, 'url(#p)')}/><rect x="140" y="0" width="92" height="170" rx="40" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-150" y="20" width="26" height="130" rx="12" fill="${k.second}"/><rect x="124" y="20" width="26" height="130" rx="12" fill="${k.second}"/>`,
  phonecase: (k) =>
    `<rect x="-122" y="-232" width="244" height="464" rx="44" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-102" y="-212" width="112" height="122" rx="26" fill="${k.dark}" opacity="0.85"/>` +
    [[-72, -182], [-20, -182], [-46, -128]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="20" fill="#0f172a" stroke="${k.metal}" stroke-width="5"/>`).join(''),
  cable: (k) =>
    `<path d="M-200,120 C-262,-100 40,-240 120,-80 C182,40 -40,162 -62,20 C-72,-60 100,-122 200,-60" ${strokeOnly(k.dark, 26)}/>` +
    `<path d="M-200,120 C-262,-100 40,-240 120,-80 C182,40 -40,162 -62,20 C-72,-60 100,-122 200,-60" ${strokeOnly(k.body, 16)}/>` +
    `<rect x="-226" y="118" width="52" height="84" rx="10" ${solid(k, k.second)}/><rect x="-214" y="200" width="28" height="26" fill="${k.metal}"/>` +
    `<rect x="188" y="-100" width="52" height="84" rx="10" transform="rotate(60 214 -58)" ${solid(k, k.second)}/>`,
  charger: (k) =>
    `<rect x="-56" y="-212" width="26" height="74" rx="5" fill="${k.metal}" ${line(k, 3)}/><rect x="30" y="-212" width="26" height="74" rx="5" fill="${k.metal}" ${line(k, 3)}/>` +
    `<rect x="-112" y="-150" width="224" height="250" rx="34" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-60" y="40" width="44" height="20" rx="4" fill="${k.dark}"/><rect x="16" y="40" width="44" height="20" rx="4" fill="${k.dark}"/>` +
    `<path d="M0,100 Q0,190 120,200 Q200,206 210,150" ${strokeOnly(k.second, 12)}/>`,
  powerbank: (k) =>
    `<rect x="-132" y="-212" width="264" height="424" rx="42" ${solid(k, 'url(#p)')}/><rect x="-72" y="-120" width="144" height="70" rx="12" fill="${k.dark}"/>` +
    [-40, 0, 40].map((x) => `<circle cx="${x}" cy="-20" r="9" fill="${k.accent}"/>`).join('') +
    `<rect x="-40" y="-222" width="80" height="18" rx="5" fill="${k.dark}"/>`,
  smartwatch: (k) =>
    `<rect x="-72" y="-236" width="144" height="472" rx="34" ${solid(k, k.second)}/>` +
    `<rect x="-122" y="-132" width="244" height="264" rx="62" fill="${k.dark}"/><rect x="-98" y="-108" width="196" height="216" rx="46" fill="url(#p)"/>` +
    `<rect x="120" y="-40" width="22" height="60" rx="8" fill="${k.metal}"/><path d="M-50,0 L-10,0 L10,-40 L30,40 L50,0" ${strokeOnly(k.light, 8)}/>`,
  tracker: (k) =>
    `<rect x="-54" y="-236" width="108" height="472" rx="48" ${solid(k, k.second)}/>` +
    `<rect x="-64" y="-126" width="128" height="252" rx="62" fill="${k.dark}"/><rect x="-44" y="-104" width="88" height="208" rx="42" fill="url(#p)"/>`,
  mouse: (k) =>
    `<path d="M0,-205 Q145,-205 145,0 Q145,205 0,205 Q-145,205 -145,0 Q-145,-205 0,-205 Z" ${solid(k, 'url(#p)')}/>` +
    `<path d="M0,-205 L0,-60 M-140,-60 Q0,-40 140,-60" ${strokeOnly(k.dark, 5)}/><rect x="-12" y="-170" width="24" height="56" rx="12" fill="${k.second}" ${line(k, 3)}/>`,
  keyboard: (k) => {
    let keys = '';
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 12; col++) {
        const wide = row === 4 && col > 3 && col < 8;
        if (row === 4 && col > 4 && col < 8) continue;
        keys += `<rect x="${-212 + col * 35.5}" y="${-92 + row * 36}" width="${wide ? 140 : 30}" height="30" rx="5" fill="${(row + col) % 5 === 0 ? k.second : k.light}"/>`;
      }
    }
    return `<rect x="-232" y="-112" width="464" height="224" rx="22" ${solid(k, 'url(#p)')}/>${keys}`;
  },
  hub: (k) =>
    `<path d="M-180,0 Q-260,0 -260,-120" ${strokeOnly(k.dark, 14)}/><rect x="-182" y="-62" width="364" height="124" rx="32" ${solid(k, 'url(#p)')}/>` +
    [-110, -40, 30, 100].map((x) => `<rect x="${x}" y="-14" width="${x === 100 ? 30 : 50}" height="${x === 100 ? 30 : 20}" rx="5" fill="${k.dark}"/>`).join(''),
  laptopstand: (k) =>
    `<rect x="-212" y="140" width="424" height="28" rx="12" ${solid(k, k.second)}/><path d="M-150,150 L-130,70 M150,150 L150,-60" ${strokeOnly(k.dark, 16)}/>` +
    `<path d="M-205,60 L205,-80 L215,-58 L-195,84 Z" ${solid(k, 'url(#p)')}/><path d="M-150,62 L-90,40" ${strokeOnly(k.light, 8)}/>`,
  bedding: (k) =>
    `<rect x="-226" y="-176" width="70" height="356" rx="22" ${solid(k, k.second)}/><rect x="-160" y="-20" width="390" height="150" rx="20" ${solid(k, k.light)}/>` +
    `<rect x="-150" y="-78" width="118" height="72" rx="32" ${solid(k, k.light)}/><path d="M-62,-44 L232,-44 L242,162 L-62,162 Z" ${solid(k, 'url(#p)')}/>` +
    `<path d="M-62,-10 L236,-10" ${strokeOnly(k.light, 10)}/><rect x="-160" y="130" width="22" height="60" fill="${k.dark}"/><rect x="206" y="130" width="22" height="60" fill="${k.dark}"/>`,
  duvet: (k) =>
    `<rect x="-212" y="40" width="424" height="110" rx="40" ${solid(k, k.second)}/><rect x="-200" y="-50" width="400" height="110" rx="40" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-186" y="-140" width="372" height="110" rx="40" ${solid(k, 'url(#p)')}/>` +
    `<path d="M-120,-130 L-120,-40 M-40,-130 L-40,-40 M40,-130 L40,-40 M120,-130 L120,-40 M-180,-85 L180,-85" fill="none" stroke="${k.light}" stroke-width="4" stroke-dasharray="9 9"/>`,
  pillow: (k) =>
    `<path d="M-202,-122 Q0,-166 202,-122 Q236,0 202,122 Q0,166 -202,122 Q-236,0 -202,-122 Z" ${solid(k, 'url(#p)')}/>` +
    `<path d="M-202,-122 L-170,-96 M202,-122 L170,-96 M-202,122 L-170,96 M202,122 L170,96" ${strokeOnly(k.dark, 4)}/><circle cx="0" cy="0" r="14" fill="${k.second}" ${line(k, 3)}/>`,
  blanket: (k) =>
    `<rect x="-212" y="-92" width="424" height="200" rx="22" ${solid(k, 'url(#p)')}/><path d="M-212,-20 Q0,10 212,-20" ${strokeOnly(k.dark, 4)}/>` +
    Array.from({ length: 18 }, (_, i) => `<path d="M${-200 + i * 23.5},108 L${-204 + i * 23.5},150" ${strokeOnly(k.second, 6)}/>`).join('') +
    `<rect x="-180" y="-180" width="360" height="80" rx="30" ${solid(k, k.second)}/>`,
  curtain: (k) =>
    `<path d="M-240,-214 L240,-214" ${strokeOnly(k.dark, 12)}/>` +
    `<path d="M-224,-204 L-24,-204 Q-44,0 -84,214 L-224,214 Z" ${solid(k, 'url(#p)')}/><path d="${mirror('M-224,-204 L-24,-204 Q-44,0 -84,214 L-224,214 Z')}" ${solid(k, 'url(#p)')}/>` +
    `<path d="M-170,-200 Q-180,0 -170,210 M-110,-200 Q-100,0 -130,210 M170,-200 Q180,0 170,210 M110,-200 Q100,0 130,210" ${strokeOnly(k.dark, 3)}/>` +
    `<rect x="-120" y="20" width="80" height="24" rx="10" fill="${k.second}"/><rect x="40" y="20" width="80" height="24" rx="10" fill="${k.second}"/>`,
  towel: (k) =>
    `<rect x="-200" y="70" width="400" height="100" rx="26" ${solid(k, k.second)}/><rect x="-185" y="-40" width="370" height="104" rx="26" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-170" y="-150" width="340" height="104" rx="26" ${solid(k, 'url(#p)')}/><path d="M-170,-70 L170,-70 M-185,40 L185,40 M-200,145 L200,145" ${strokeOnly(k.light, 10)}/>`,
  box: (k) =>
    `<path d="M-150,-80 L70,-80 L150,-150 L-70,-150 Z" ${solid(k, k.second)}/><path d="M70,-80 L150,-150 L150,110 L70,180 Z" ${solid(k, k.dark, 4)}/>` +
    `<rect x="-150" y="-80" width="220" height="260" ${solid(k, 'url(#p)')}/><rect x="-150" y="10" width="220" height="60" fill="${k.light}" opacity="0.9"/>` +
    `<circle cx="-40" cy="40" r="18" fill="${k.accent}"/>`,
  bottle: (k) =>
    `<rect x="-42" y="-226" width="84" height="52" rx="10" ${solid(k, k.second)}/><rect x="38" y="-218" width="72" height="20" rx="6" fill="${k.second}" ${line(k, 4)}/>` +
    `<rect x="-30" y="-178" width="60" height="58" ${solid(k, k.light)}/><rect x="-92" y="-124" width="184" height="336" rx="44" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-70" y="-40" width="140" height="140" rx="14" fill="${k.light}" opacity="0.9"/><path d="M-40,10 L40,10 M-40,40 L20,40" ${strokeOnly(k.dark, 6)}/>`,
  tube: (k) =>
    `<rect x="-96" y="-226" width="192" height="34" rx="4" ${solid(k, k.second, 4)}/><path d="M-90,-192 L90,-192 L62,142 L-62,142 Z" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-48" y="142" width="96" height="72" rx="12" ${solid(k, k.second)}/><rect x="-50" y="-100" width="100" height="120" rx="10" fill="${k.light}" opacity="0.85"/>`,
  lingerie: (k) =>
    `<path d="M-120,-40 L-150,-210 M120,-40 L150,-210" ${strokeOnly(k.dark, 8)}/>` +
    `<path d="M-190,-10 Q-178,-160 -16,-112 L-8,64 Q-104,96 -190,-10 Z" ${solid(k, 'url(#p)')}/><path d="${mirror('M-190,-10 Q-178,-160 -16,-112 L-8,64 Q-104,96 -190,-10 Z')}" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-222" y="60" width="444" height="36" rx="12" ${solid(k, k.second)}/>` +
    Array.from({ length: 11 }, (_, i) => `<circle cx="${-200 + i * 40}" cy="102" r="12" fill="${k.second}"/>`).join(''),
  massager: (k) =>
    `<ellipse cx="0" cy="-140" rx="98" ry="86" ${solid(k, k.light)}/><rect x="-34" y="-70" width="68" height="40" ${solid(k, k.second)}/>` +
    `<rect x="-44" y="-40" width="88" height="270" rx="44" ${solid(k, 'url(#p)')}/>` +
    [20, 70, 120].map((y) => `<circle cx="0" cy="${y}" r="12" fill="${k.light}"/>`).join(''),
  pouch: (k) =>
    `<path d="M-162,-196 L162,-196 L172,172 Q0,212 -172,172 Z" ${solid(k, 'url(#p)')}/><rect x="-162" y="-210" width="324" height="40" fill="${k.second}" ${line(k, 4)}/>` +
    `<ellipse cx="0" cy="20" rx="90" ry="70" fill="${k.light}" opacity="0.9"/><path d="M-60,110 L60,110" ${strokeOnly(k.dark, 8)}/>`,
  sachet: (k) => {
    const top = Array.from({ length: 14 }, (_, i) => `L${-130 + i * 20},-192 L${-120 + i * 20},-180`).join(' ');
    const bottom = Array.from({ length: 14 }, (_, i) => `L${130 - i * 20},192 L${120 - i * 20},180`).join(' ');
    return (
      `<path d="M-140,-180 ${top} L140,180 ${bottom} Z" ${solid(k, 'url(#p)')}/>` +
      `<circle cx="0" cy="0" r="70" fill="${k.light}" opacity="0.9"/><circle cx="0" cy="0" r="34" fill="${k.second}"/>`
    );
  },
  tin: (k) =>
    `<rect x="-150" y="-150" width="300" height="310" ${solid(k, 'url(#p)')}/><ellipse cx="0" cy="160" rx="150" ry="40" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-146" y="-40" width="292" height="90" fill="${k.second}" opacity="0.9"/><ellipse cx="0" cy="-150" rx="150" ry="40" ${solid(k, k.light)}/><ellipse cx="0" cy="-150" rx="120" ry="28" fill="none" stroke="${k.metal}" stroke-width="6"/>`,
  patch: (k) =>
    `<rect x="-200" y="-150" width="260" height="260" rx="40" transform="rotate(-12 -70 -20)" ${solid(k, k.second)}/>` +
    `<rect x="-80" y="-90" width="270" height="270" rx="40" transform="rotate(8 55 45)" ${solid(k, 'url(#p)')}/><circle cx="55" cy="45" r="70" fill="${k.light}" opacity="0.8"/>`,
  pillbottle: (k) =>
    `<rect x="-112" y="-100" width="224" height="300" rx="26" ${solid(k, 'url(#p)')}/><rect x="-124" y="-176" width="248" height="84" rx="16" ${solid(k, k.second)}/>` +
    [-90, -60, -30, 0, 30, 60, 90].map((x) => `<path d="M${x},-168 L${x},-100" ${strokeOnly(k.dark, 3)}/>`).join('') +
    `<rect x="-90" y="-20" width="180" height="140" rx="12" fill="${k.light}"/><path d="M-60,20 L60,20 M-60,60 L30,60" ${strokeOnly(k.dark, 7)}/>` +
    `<ellipse cx="170" cy="180" rx="34" ry="16" fill="${k.accent}" ${line(k, 3)}/><ellipse cx="-170" cy="190" rx="34" ry="16" transform="rotate(30 -170 190)" fill="${k.light}" ${line(k, 3)}/>`,
  firstaid: (k) =>
    `<path d="M-60,-130 L-60,-190 L60,-190 L60,-130" ${strokeOnly(k.dark, 18)}/><rect x="-202" y="-132" width="404" height="292" rx="32" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-32" y="-82" width="64" height="176" rx="6" fill="#ffffff"/><rect x="-88" y="-26" width="176" height="64" rx="6" fill="#ffffff"/>`,
  mask: (k) =>
    `<path d="M-200,-60 Q-270,0 -190,70 M200,-60 Q270,0 190,70" ${strokeOnly(k.dark, 8)}/>` +
    `<path d="M-202,-72 Q0,-124 202,-72 L182,72 Q0,124 -182,72 Z" ${solid(k, 'url(#p)')}/>` +
    `<path d="M-190,-20 Q0,-60 190,-20 M-186,24 Q0,-10 186,24" ${strokeOnly(k.light, 5)}/><path d="M-50,-92 L50,-92" ${strokeOnly(k.metal, 8)}/>`,
  jar: (k) =>
    `<rect x="-150" y="-140" width="300" height="336" rx="42" ${solid(k, 'url(#p)')}/><rect x="-132" y="-206" width="264" height="74" rx="16" ${solid(k, k.second)}/>` +
    `<rect x="-150" y="-10" width="300" height="110" fill="${k.light}" opacity="0.9"/><path d="M-80,30 L80,30 M-60,62 L60,62" ${strokeOnly(k.dark, 7)}/>`,
  monitor: (k) =>
    `<path d="M150,0 Q240,40 200,180 L120,190" ${strokeOnly(k.dark, 12)}/><rect x="-150" y="-160" width="300" height="250" rx="42" ${solid(k, 'url(#p)')}/>` +
    `<rect x="-112" y="-130" width="224" height="120" rx="12" fill="${k.light}"/>${sevenSegment('120', -92, -118, 46, k.dark)}` +
    `<circle cx="-50" cy="40" r="20" fill="${k.second}" ${line(k, 3)}/><circle cx="50" cy="40" r="20" fill="${k.accent}" ${line(k, 3)}/>` +
    `<rect x="40" y="160" width="180" height="70" rx="20" ${solid(k, k.second)}/>`,
  thermometer: (k) =>
    `<rect x="-30" y="-226" width="60" height="400" rx="30" transform="rotate(20)" ${solid(k, 'url(#p)')}/>` +
    `<g transform="rotate(20)"><rect x="-12" y="174" width="24" height="52" rx="8" fill="${k.metal}" ${line(k, 3)}/><rect x="-22" y="-150" width="44" height="110" rx="8" fill="${k.light}"/>` +
    `<circle cx="0" cy="20" r="14" fill="${k.second}"/></g>`,
  candy: (k) =>
    [[-90, -80, -20], [110, 10, 25], [-40, 130, 10]]
      .map(
        ([x, y, r]) =>
          `<g transform="translate(${x} ${y}) rotate(${r})"><path d="M-80,0 L-140,-46 L-140,46 Z M80,0 L140,-46 L140,46 Z" ${solid(k, k.second, 4)}/>` +
          `<ellipse cx="0" cy="0" rx="86" ry="58" ${solid(k, 'url(#p)')}/><path d="M-40,-50 Q0,0 -40,50 M20,-56 Q60,0 20,56" ${strokeOnly(k.light, 6)}/></g>`,
      )
      .join(''),
  chocolate: (k) =>
    `<rect x="-200" y="-122" width="400" height="244" rx="12" ${solid(k, 'url(#p)')}/>` +
    [-100, 0, 100].map((x) => `<path d="M${x},-122 L${x},122" ${strokeOnly(k.dark, 5)}/>`).join('') +
    `<path d="M-200,0 L200,0" ${strokeOnly(k.dark, 5)}/>` +
    `<path d="M-210,-132 L-40,-132 L-60,-90 L-30,-40 L-60,10 L-30,60 L-60,110 L-40,132 L-210,132 Z" ${solid(k, k.second)}/>`,
  noodles: (k) =>
    `<path d="M-152,-120 L152,-120 L112,192 L-112,192 Z" ${solid(k, 'url(#p)')}/><ellipse cx="0" cy="-122" rx="160" ry="36" ${solid(k, k.light)}/>` +
    `<path d="M120,-130 L210,-190 L226,-160 L150,-112" ${solid(k, k.light, 4)}/><path d="M-200,-220 L140,-150 M-180,-240 L160,-170" ${strokeOnly('#b45309', 10)}/>` +
    `<circle cx="0" cy="40" r="60" fill="${k.second}" opacity="0.9"/>`,
  mug: (k) =>
    `<path d="M100,-72 Q212,-72 212,20 Q212,112 100,112" ${strokeOnly(k.dark, 40)}/><path d="M100,-72 Q212,-72 212,20 Q212,112 100,112" ${strokeOnly(k.body, 24)}/>` +
    `<rect x="-142" y="-142" width="244" height="304" rx="30" ${solid(k, 'url(#p)')}/><ellipse cx="-20" cy="-142" rx="122" ry="18" fill="${k.dark}"/>` +
    `<path d="M-60,-180 Q-40,-210 -60,-240 M0,-180 Q20,-210 0,-240" ${strokeOnly(k.metal, 8)}/>`,
  bowl: (k) =>
    `<path d="M-130,-100 L130,-100 Q124,20 0,36 Q-124,20 -130,-100 Z" ${solid(k, k.second)}/>` +
    `<path d="M-222,-30 L222,-30 Q212,152 0,172 Q-212,152 -222,-30 Z" ${solid(k, 'url(#p)')}/><ellipse cx="0" cy="-30" rx="222" ry="30" ${solid(k, k.light)}/>` +
    `<rect x="-70" y="166" width="140" height="24" rx="8" fill="${k.dark}"/>`,
  chopsticks: (k) =>
    `<rect x="-200" y="-30" width="400" height="150" rx="16" fill="${k.light}" ${line(k, 4)}/>` +
    `<path d="M-220,-150 L220,-40" ${strokeOnly(k.dark, 26)}/><path d="M-220,-150 L220,-40" ${strokeOnly(k.body, 16)}/>` +
    `<path d="M-220,-100 L220,20" ${strokeOnly(k.dark, 26)}/><path d="M-220,-100 L220,20" ${strokeOnly(k.second, 16)}/>` +
    `<ellipse cx="120" cy="90" rx="50" ry="22" fill="${k.accent}" ${line(k, 3)}/>`,
  pan: (k) =>
    `<rect x="90" y="-22" width="170" height="44" rx="20" transform="rotate(-20 90 0)" fill="${k.dark}"/>` +
    `<circle cx="-50" cy="30" r="176" fill="${k.dark}"/><circle cx="-50" cy="30" r="150" fill="url(#p)"/><circle cx="-50" cy="30" r="150" fill="none" stroke="${k.light}" stroke-width="4" opacity="0.6"/>`,
  bin: (k) =>
    `<path d="M-202,-80 L202,-80 L182,172 L-182,172 Z" ${solid(k, 'url(#p)')}/><rect x="-218" y="-124" width="436" height="48" rx="12" ${solid(k, k.second)}/>` +
    `<rect x="-50" y="-30" width="100" height="28" rx="14" fill="${k.dark}"/><path d="M-160,140 L160,140" ${strokeOnly(k.light, 6)}/>`,
  hanger: (k) =>
    `<path d="M0,-120 Q40,-124 40,-165 Q40,-205 0,-205 Q-30,-205 -34,-180" ${strokeOnly(k.metal, 12)}/>` +
    `<path d="M0,-120 L-220,70 Q-228,84 -210,84 L210,84 Q228,84 220,70 Z" ${strokeOnly(k.dark, 30)}/><path d="M0,-120 L-220,70 Q-228,84 -210,84 L210,84 Q228,84 220,70 Z" ${strokeOnly(k.body, 18)}/>`,
  pen: (k) =>
    `<g transform="rotate(-35)"><rect x="30" y="-200" width="44" height="360" rx="22" ${solid(k, k.second)}/>` +
    `<rect x="-30" y="-220" width="50" height="380" rx="25" ${solid(k, 'url(#p)')}/><path d="M-30,160 L20,160 L-5,220 Z" ${solid(k, k.light, 4)}/>` +
    `<rect x="-12" y="-210" width="14" height="150" rx="6" fill="${k.metal}"/></g>`,
  notebook: (k) =>
    `<rect x="-152" y="-206" width="324" height="420" rx="16" fill="${k.light}" ${line(k, 4)}/><rect x="-162" y="-214" width="320" height="420" rx="16" ${solid(k, 'url(#p)')}/>` +
    Array.from({ length: 9 }, (_, i) => `<circle cx="-150" cy="${-180 + i * 45}" r="11" fill="none" stroke="${k.metal}" stroke-width="6"/>`).join('') +
    `<rect x="110" y="-214" width="20" height="420" fill="${k.second}"/><rect x="-90" y="-120" width="160" height="70" rx="8" fill="${k.light}"/>`,
  blocks: (k) =>
    [
      [-180, 60, 200, 110, k.body],
      [20, 60, 160, 110, k.second],
      [-120, -50, 200, 110, k.accent],
      [-60, -160, 120, 110, k.body],
    ]
      .map(
        ([x, y, width, height, fill]) =>
          `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="${fill === k.body ? 'url(#p)' : fill}" ${line(k, 5)}/>` +
          Array.from({ length: Math.floor(Number(width) / 50) }, (_, i) => `<rect x="${Number(x) + 14 + i * 50}" y="${Number(y) - 18}" width="32" height="20" rx="4" fill="${fill === k.body ? k.light : fill}" ${line(k, 4)}/>`).join(''),
      )
      .join(''),
  teddy: (k) =>
    `<circle cx="-80" cy="-170" r="44" ${solid(k, 'url(#p)')}/><circle cx="80" cy="-170" r="44" ${solid(k, 'url(#p)')}/>` +
    `<ellipse cx="-140" cy="150" rx="56" ry="44" ${solid(k, 'url(#p)')}/><ellipse cx="140" cy="150" rx="56" ry="44" ${solid(k, 'url(#p)')}/>` +
    `<ellipse cx="0" cy="90" rx="130" ry="120" ${solid(k, 'url(#p)')}/><ellipse cx="0" cy="100" rx="70" ry="70" fill="${k.light}" opacity="0.7"/>` +
    `<circle cx="0" cy="-90" r="112" ${solid(k, 'url(#p)')}/><ellipse cx="0" cy="-60" rx="50" ry="38" fill="${k.light}"/>` +
    `<circle cx="-40" cy="-110" r="11" fill="${k.dark}"/><circle cx="40" cy="-110" r="11" fill="${k.dark}"/><ellipse cx="0" cy="-70" rx="16" ry="11" fill="${k.dark}"/>`,
  car: (k) =>
    `<path d="M-220,60 L-200,-10 L-110,-30 L-60,-110 L90,-110 L150,-30 L215,-10 L225,60 Z" ${solid(k, 'url(#p)')}/>` +
    `<path d="M-40,-96 L70,-96 L112,-34 L-88,-34 Z" fill="${k.light}" ${line(k, 4)}/><path d="M10,-96 L10,-34" ${strokeOnly(k.dark, 5)}/>` +
    `<circle cx="-130" cy="70" r="52" fill="${k.dark}"/><circle cx="-130" cy="70" r="22" fill="${k.metal}"/><circle cx="140" cy="70" r="52" fill="${k.dark}"/><circle cx="140" cy="70" r="22" fill="${k.metal}"/>` +
    `<path d="M180,-20 L230,-200" ${strokeOnly(k.dark, 5)}/>`,
  lipstick: (k) =>
    `<rect x="90" y="40" width="110" height="180" rx="12" transform="rotate(-18 145 130)" ${solid(k, k.second)}/>` +
    `<path d="M-40,-82 L-40,-190 Q-20,-232 40,-236 L40,-82 Z" ${solid(k, 'url(#p)')}/><rect x="-52" y="-90" width="104" height="90" ${solid(k, '#d4a017', 4)}/>` +
    `<rect x="-62" y="0" width="124" height="210" rx="10" ${solid(k, k.second)}/>`,
  petbowl: (k) =>
    `<path d="M-202,-20 L202,-20 L162,112 L-162,112 Z" ${solid(k, 'url(#p)')}/><ellipse cx="0" cy="-20" rx="202" ry="36" ${solid(k, k.light)}/>` +
    Array.from({ length: 12 }, (_, i) => `<circle cx="${-150 + i * 27}" cy="${-28 + (i % 3) * 6}" r="13" fill="#a16207"/>`).join('') +
    `<circle cx="0" cy="60" r="22" fill="${k.light}"/>` +
    [[-26, 28], [-9, 22], [9, 22], [26, 28]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${k.light}"/>`).join(''),
  leash: (k) =>
    `<path d="M-160,-200 Q-260,-140 -170,-70 Q-100,-20 -150,-190" ${strokeOnly(k.dark, 22)}/><path d="M-160,-200 Q-260,-140 -170,-70 Q-100,-20 -150,-190" ${strokeOnly(k.body, 12)}/>` +
    `<path d="M-170,-70 C-60,100 120,-80 160,150" ${strokeOnly(k.dark, 22)}/><path d="M-170,-70 C-60,100 120,-80 160,150" ${strokeOnly(k.second, 12)}/>` +
    `<rect x="140" y="140" width="40" height="70" rx="14" fill="${k.metal}" ${line(k, 4)}/>`,
  petbed: (k) =>
    `<ellipse cx="0" cy="40" rx="226" ry="136" ${solid(k, 'url(#p)')}/><ellipse cx="0" cy="30" rx="160" ry="86" fill="${k.light}" ${line(k, 4)}/>` +
    `<ellipse cx="0" cy="40" rx="120" ry="56" fill="${k.second}" opacity="0.8"/>`,
};

// ---------------------------------------------------------------------------------------------
// Scenes

/** Digits drawn as seven-segment paths (no font needed). */
function sevenSegment(text: string, x: number, y: number, height: number, colour: string): string {
  const w = height * 0.55;
  const t = height * 0.12;
  const segments: Record<string, string> = {
    a: `M${t},0 L${w - t},0`,
    b: `M${w},${t} L${w},${height / 2 - t}`,
    c: `M${w},${height / 2 + t} L${w},${height - t}`,
    d: `M${t},${height} L${w - t},${height}`,
    e: `M0,${height / 2 + t} L0,${height - t}`,
    f: `M0,${t} L0,${height / 2 - t}`,
    g: `M${t},${height / 2} L${w - t},${height / 2}`,
  };
  const digits: Record<string, string> = { '0': 'abcdef', '1': 'bc', '2': 'abged', '3': 'abgcd', '4': 'fgbc', '5': 'afgcd', '6': 'afgedc', '7': 'abc', '8': 'abcdefg', '9': 'abcdfg' };
  let out = '';
  let cursor = x;
  for (const ch of text) {
    if (ch === '.') {
      out += `<circle cx="${cursor - w * 0.25}" cy="${y + height}" r="${t * 0.7}" fill="${colour}"/>`;
      continue;
    }
    const segs = digits[ch] ?? '';
    out += `<path transform="translate(${cursor} ${y})" d="${[...segs].map((s) => segments[s]).join(' ')}" fill="none" stroke="${colour}" stroke-width="${t}" stroke-linecap="round"/>`;
    cursor += w + t * 2.5;
  }
  return out;
}

function inkFor(colours: Palette): Ink {
  return { body: colours.main, second: colours.second, accent: colours.accent, dark: colours.dark, light: colours.light, metal: colours.metal };
}

function svg(width: number, defs: string, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 800 800"><defs>${defs}</defs>${content}</svg>`;
}

function badge(r: () => number, colours: Palette): string {
  const x = r() < 0.5 ? 110 : 690;
  const y = r() < 0.5 ? 110 : 690;
  const style = Math.floor(r() * 5);
  if (style === 0) return '';
  if (style === 1) return `<circle cx="${x}" cy="${y}" r="46" fill="${colours.accent}"/><circle cx="${x}" cy="${y}" r="30" fill="none" stroke="#ffffff" stroke-width="5"/>`;
  if (style === 2) {
    const points = Array.from({ length: 24 }, (_, i) => {
      const radius = i % 2 ? 34 : 52;
      const a = (i / 24) * Math.PI * 2;
      return `${(x + radius * Math.cos(a)).toFixed(1)},${(y + radius * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    return `<polygon points="${points}" fill="${colours.accent}"/>`;
  }
  if (style === 3) {
    const points = Array.from({ length: 10 }, (_, i) => {
      const radius = i % 2 ? 22 : 50;
      const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
      return `${(x + radius * Math.cos(a)).toFixed(1)},${(y + radius * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    return `<polygon points="${points}" fill="${colours.second}" stroke="${colours.dark}" stroke-width="4"/>`;
  }
  return `<rect x="${x - 60}" y="${y - 24}" width="120" height="48" rx="24" fill="${colours.dark}"/><rect x="${x - 40}" y="${y - 6}" width="80" height="12" rx="6" fill="${colours.light}"/>`;
}

function backdrop(r: () => number, colours: Palette, view: number): string {
  let out = `<rect width="800" height="800" fill="url(#bg)"/>`;
  const blobs = 2 + Math.floor(r() * 4);
  for (let i = 0; i < blobs; i++) {
    out += `<circle cx="${Math.round(r() * 800)}" cy="${Math.round(r() * 800)}" r="${Math.round(60 + r() * 200)}" fill="${i % 2 ? colours.bg2 : '#ffffff'}" opacity="${(0.25 + r() * 0.35).toFixed(2)}"/>`;
  }
  if (view === 4) {
    // flat lay on boards
    for (let i = 0; i < 8; i++) out += `<rect x="0" y="${i * 100}" width="800" height="96" fill="${i % 2 ? '#d6b88d' : '#cfae80'}"/>`;
  }
  return out;
}

function productPhoto(key: DemoArtKey): string {
  const r = stream(key.seed ^ Math.imul(key.view + 1, 0x27d4eb2f));
  const shift = key.view === 1 || key.view === 3 ? 120 + Math.floor(stream(key.seed)() * 120) : 0;
  const colours = palette(key.seed, shift);
  const ink = inkFor(colours);
  const base = stream(key.seed ^ 0x7a11);
  const tilt = Math.round((base() - 0.5) * 16);
  const scale = 0.92 + base() * 0.16;
  const bgAngle = Math.floor(base() * 360);
  const shape = DRAW[key.shape](ink);
  const defs =
    `<linearGradient id="bg" gradientTransform="rotate(${bgAngle % 90} 0.5 0.5)"><stop offset="0" stop-color="${colours.bg1}"/><stop offset="1" stop-color="${colours.bg2}"/></linearGradient>` +
    bodyFill(key.seed ^ (shift ? 0x1234 : 0), colours) +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.28"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`;
  let scene: string;
  switch (key.view) {
    case 0:
      scene = `<ellipse cx="400" cy="680" rx="260" ry="40" fill="url(#shadow)"/><g transform="translate(400 400) rotate(${tilt}) scale(${scale.toFixed(3)})">${shape}</g>`;
      break;
    case 1:
      scene = `<ellipse cx="400" cy="680" rx="260" ry="40" fill="url(#shadow)"/><g transform="translate(400 400) scale(${(-scale).toFixed(3)} ${scale.toFixed(3)}) rotate(${-tilt})">${shape}</g>`;
      break;
    case 2:
      scene = `<g transform="translate(${Math.round(420 + (r() - 0.5) * 120)} ${Math.round(470 + (r() - 0.5) * 120)}) scale(1.75)">${shape}</g>` +
        `<circle cx="400" cy="400" r="330" fill="none" stroke="#ffffff" stroke-width="14" opacity="0.7"/>`;
      break;
    case 3:
      scene = `<g transform="translate(250 330) rotate(${-18 + tilt}) scale(0.62)" opacity="0.9">${DRAW[key.shape](inkFor(palette(key.seed, 0)))}</g>` +
        `<ellipse cx="500" cy="700" rx="220" ry="32" fill="url(#shadow)"/><g transform="translate(500 470) rotate(${12 + tilt}) scale(0.78)">${shape}</g>`;
      break;
    default:
      scene = `<rect x="120" y="150" width="560" height="520" rx="18" fill="#e7d3b0" stroke="#b08d57" stroke-width="8" transform="rotate(${tilt / 2} 400 410)"/>` +
        `<g transform="translate(400 410) rotate(${tilt * 2 + 90 * (key.view % 2)}) scale(${(scale * 0.8).toFixed(3)})">${shape}</g>`;
  }
  return svg(800, defs, backdrop(r, colours, key.view) + scene + badge(r, colours));
}

function qcPhoto(key: DemoArtKey): string {
  const r = stream(key.seed ^ Math.imul(key.view + 7, 0x165667b1));
  const colours = palette(key.seed, 0);
  const ink = inkFor(colours);
  const grams = key.grams ?? 0;
  const light = 0.86 + r() * 0.1;
  const wall = hsl(40 + r() * 40, 0.08, light);
  const table = hsl(210, 0.06, 0.72 + r() * 0.08);
  const tilt = Math.round((r() - 0.5) * 30);
  const productX = 330 + Math.round((r() - 0.5) * 80);
  const defs =
    bodyFill(key.seed, colours) +
    `<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${table}"/><stop offset="1" stop-color="${hsl(210, 0.06, 0.6)}"/></linearGradient>` +
    `<radialGradient id="vignette"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient>`;
  // Ruler ticks every centimetre with a number every 5.
  let ruler = `<g transform="translate(60 690) rotate(${(r() - 0.5) * 4})"><rect width="560" height="54" fill="#facc15" stroke="#a16207" stroke-width="3"/>`;
  for (let cm = 0; cm <= 27; cm++) {
    const x = 10 + cm * 20;
    ruler += `<path d="M${x},0 L${x},${cm % 5 === 0 ? 26 : 14}" stroke="#1f2937" stroke-width="2"/>`;
    if (cm % 5 === 0) ruler += `<text x="${x + 3}" y="46" font-family="DejaVu Sans, Arial, sans-serif" font-size="15" fill="#1f2937">${cm}</text>`;
  }
  ruler += '</g>';
  const weightText = grams >= 10_000 ? (grams / 1000).toFixed(2) : String(grams);
  const unit = grams >= 10_000 ? 'kg' : 'g';
  const scale =
    `<g transform="translate(590 520)"><rect x="0" y="40" width="180" height="110" rx="14" fill="#334155"/><rect x="-10" y="20" width="200" height="30" rx="8" fill="#94a3b8"/>` +
    `<rect x="14" y="66" width="152" height="60" rx="6" fill="#1e3a2a"/>${sevenSegment(weightText, 24, 78, 36, '#4ade80')}` +
    `<text x="150" y="120" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" fill="#4ade80">${unit}</text></g>`;
  const tag =
    `<g transform="translate(${80 + Math.round(r() * 40)} ${70 + Math.round(r() * 40)}) rotate(${Math.round((r() - 0.5) * 16)})">` +
    `<rect width="132" height="64" rx="10" fill="#ffffff" stroke="#16a34a" stroke-width="5"/><circle cx="20" cy="32" r="7" fill="#94a3b8"/>` +
    `<text x="38" y="45" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="34" fill="#16a34a">QC</text>` +
    `<path d="M98,34 L108,46 L124,20" fill="none" stroke="#16a34a" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  const content =
    `<rect width="800" height="800" fill="${wall}"/><path d="M0,430 L800,400 L800,800 L0,800 Z" fill="url(#table)"/>` +
    `<path d="M0,430 L800,400" stroke="#64748b" stroke-width="4"/>` +
    `<ellipse cx="${productX}" cy="640" rx="220" ry="36" fill="#000000" opacity="0.18"/>` +
    `<g transform="translate(${productX} 470) rotate(${tilt}) scale(${(0.62 + r() * 0.12).toFixed(3)})">${DRAW[key.shape](ink)}</g>` +
    ruler +
    scale +
    tag +
    `<rect width="800" height="800" fill="url(#vignette)"/>`;
  return svg(800, defs, content);
}
