#!/usr/bin/env node
/**
 * Writes the demo catalogue's images as small SVG files under apps/web/public/images/:
 *   events/<searchKey>-<n>.svg and events/<searchKey>-about.svg   800×500
 *   items/<name>.svg, packages/<tier>.svg, reviews/<name>.svg      400×400
 *   banners/<name>.svg                                             1200×500
 * No dependencies, nothing fetched: gradients and simple geometric motifs. No picture carries words:
 * the site shows names, titles and captions itself, in the page's language.
 * Output is deterministic (variation is seeded by file name), so re-running changes nothing.
 * The manifest below must cover every /images/... URL in apps/api/src/db/seed/catalogue.
 *
 * Usage: node apps/web/scripts/generate-images.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');
const FONT = `font-family="Georgia,'Times New Roman',serif"`;

// ---------------------------------------------------------------- helpers

/** FNV-1a hash → mulberry32: a small, stable random source per file name. */
function rng(name) {
  let h = 2166136261;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let s = h >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const int = (r, lo, hi) => Math.floor(lo + r() * (hi - lo + 1));

/** Darken (f < 1) or lighten (f > 1) a #rrggbb colour. */
function shade(hex, f) {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v) => Math.max(0, Math.min(255, Math.round(f > 1 ? v + (255 - v) * (f - 1) : v * f)));
  return '#' + [n >> 16, (n >> 8) & 255, n & 255].map((v) => ch(v).toString(16).padStart(2, '0')).join('');
}

const PALETTES = {
  saffron: { a: '#FFB547', b: '#D9480F', ink: '#5C1A08', gold: '#FFE08A', light: '#FFF6E0' },
  maroon: { a: '#B3261E', b: '#4A0D12', ink: '#2A0508', gold: '#F5C04A', light: '#FFEFD2' },
  gold: { a: '#FFD66B', b: '#C77C0E', ink: '#5A3203', gold: '#FFF1B8', light: '#FFFBEE' },
  vermilion: { a: '#FF7A3D', b: '#B3202A', ink: '#4B0A0A', gold: '#FFD166', light: '#FFF0E0' },
  dusk: { a: '#F7A541', b: '#6B1F4A', ink: '#2B0B26', gold: '#FFD98A', light: '#FFF3DC' },
  night: { a: '#4A3566', b: '#140B22', ink: '#06030C', gold: '#F2B84B', light: '#F6ECFF' },
  kali: { a: '#8E1B2C', b: '#1A050B', ink: '#0A0204', gold: '#F0B429', light: '#FFE9E0' },
};

const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" ${FONT}>${body}</svg>\n`;
const linear = (id, c1, c2, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`;
const radial = (id, c, o = 0.9) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${c}" stop-opacity="${o}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`;
const at = (x, y, k, inner) => `<g transform="translate(${x} ${y}) scale(${k})">${inner}</g>`;
/** Define a fragment once (id) and place copies of it; keeps files with repeated motifs small. */
const define = (id, inner) => `<defs><g id="${id}">${inner}</g></defs>`;
const place = (id, x, y, k) => `<use href="#${id}" transform="translate(${x} ${y}) scale(${k})"/>`;
/** A ring of round dots drawn with one dashed circle. */
const dots = (r, color, w, gap, extra = '') =>
  `<circle r="${r}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-dasharray="0 ${gap}"${extra}/>`;
/**
 * Rotate (degrees), scale and move a path made only of absolute commands with coordinate pairs
 * (M, L, C, Q, S, T, Z). Lets several rotated petals or leaves share one <path>.
 */
function xf(d, deg, k = 1, dx = 0, dy = 0) {
  const c = Math.cos((deg * Math.PI) / 180);
  const sn = Math.sin((deg * Math.PI) / 180);
  const nums = d.match(/-?\d*\.?\d+/g).map(Number);
  let i = 0;
  const out = [];
  while (i < nums.length) {
    const [x, y] = [nums[i++], nums[i++]];
    out.push(Math.round((x * c - y * sn) * k + dx), Math.round((x * sn + y * c) * k + dy));
  }
  let j = 0;
  return d
    .replace(/-?\d*\.?\d+/g, () => ` ${out[j++]}`)
    .replace(/ -/g, '-')
    .replace(/([A-Za-z]) /g, '$1');
}
/** n copies of a path rotated evenly (or at the given angles), merged into one path. */
const spin = (d, angles, k = 1, dx = 0, dy = 0) =>
  (typeof angles === 'number' ? Array.from({ length: angles }, (_, i) => (360 / angles) * i) : angles).map((a) => xf(d, a, k, dx, dy)).join('');

// ---------------------------------------------------------------- motifs (drawn around 0,0, about ±80)

const LEAF = 'M0 0C22-18 24-50 0-74C-24-50-22-18 0 0Z';
const PETAL = 'M0 0C26-8 36-46 0-64C-36-46-26-8 0 0Z';

const diya = (p) =>
  `<circle cy="-40" r="36" fill="url(#glow)"/><path d="M0-74C13-52 15-38 0-24C-15-38-13-52 0-74Z" fill="#FF9F1C"/><path d="M0-60C6-48 6-40 0-32C-6-40-6-48 0-60Z" fill="#FFF3B0"/>` +
  `<path d="M-52-20H52C46 8 24 22 0 22S-46 8-52-20Z" fill="${p.gold}"/><ellipse cy="-20" rx="52" ry="8" fill="${shade(p.gold, 0.7)}"/>`;

const leaf3 = () =>
  `<g transform="translate(0 26)"><path d="M0 0V40" stroke="#3A5A1F" stroke-width="5"/>` +
  `<path d="${spin(LEAF, [-42, 0, 42])}" fill="#4F772D"/><path d="${spin('M0-4L0-64', [-42, 0, 42])}" stroke="#A7C957" stroke-width="3"/>` +
  `</g>`;

const flower = (petal, centre, stamen = false) =>
  `<g><path d="${spin(PETAL, 5)}" fill="${petal}" stroke="${shade(petal, 0.75)}" stroke-width="2"/><circle r="14" fill="${centre}"/>` +
  (stamen ? `<path d="M0 0L20-56" stroke="#FFD166" stroke-width="4"/><circle cx="20" cy="-58" r="6" fill="#FFD166"/>` : '') +
  `</g>`;

const marigold = () =>
  `<circle r="56" fill="#F77F00"/>${dots(58, '#F77F00', 18, 14)}<circle r="38" fill="#FCBF49"/>${dots(38, '#F8961E', 8, 10)}<circle r="14" fill="#E85D04"/>`;

const garland = (c1, c2) =>
  `<path d="M-78-56C-78 56 78 56 78-56" fill="none" stroke="${c1}" stroke-width="24" stroke-linecap="round" stroke-dasharray="0 24"/>` +
  `<path d="M-78-56C-78 56 78 56 78-56" fill="none" stroke="${c2}" stroke-width="14" stroke-linecap="round" stroke-dasharray="0 24" stroke-dashoffset="12"/>` +
  `<path d="M0 30L-10 70H10Z" fill="#F5C04A"/>`;

const plate = (p) => `<ellipse cy="52" rx="86" ry="16" fill="${shade(p.gold, 0.8)}"/><ellipse cy="48" rx="86" ry="14" fill="${p.gold}"/>`;

const ladoos = (p, color = '#F4A236') =>
  plate(p) +
  [
    [-42, 26],
    [0, 26],
    [42, 26],
    [-21, -10],
    [21, -10],
    [0, -46],
  ]
    .map(([x, y]) => `<g transform="translate(${x} ${y})"><circle r="23" fill="${color}"/>${dots(14, shade(color, 0.75), 3, 6)}</g>`)
    .join('');

const pedas = (p, color, flat) =>
  plate(p) +
  [
    [-40, 30],
    [0, 30],
    [40, 30],
    [-20, 2],
    [20, 2],
    [0, -26],
  ]
    .map(([x, y]) =>
      flat
        ? `<rect x="${x - 18}" y="${y - 14}" width="36" height="26" rx="8" fill="${color}" stroke="${shade(color, 0.8)}"/><circle cx="${x}" cy="${y - 1}" r="4" fill="#E5989B"/>`
        : `<ellipse cx="${x}" cy="${y}" rx="22" ry="13" fill="${color}" stroke="${shade(color, 0.8)}"/><circle cx="${x}" cy="${y - 3}" r="4" fill="#E9A23B"/>`,
    )
    .join('');

const MODAK = 'M0-42C14-22 34-2 30 18C26 34-26 34-30 18C-34-2-14-22 0-42Z';
const modaks = (p) =>
  plate(p) +
  [
    [-44, 14],
    [44, 14],
    [0, 4],
  ]
    .map(
      ([x, y]) =>
        `<g transform="translate(${x} ${y})"><path d="${MODAK}" fill="#FFF1D6" stroke="#D4A373" stroke-width="3"/><path d="M0-38V30M-14-20L-18 30M14-20L18 30" stroke="#D4A373" stroke-width="2"/></g>`,
    )
    .join('');

const imarti = () =>
  `<circle r="44" fill="none" stroke="#F3722C" stroke-width="16"/>${dots(60, '#F94144', 13, 13)}<circle r="20" fill="none" stroke="#F8961E" stroke-width="10"/>`;

const bowl = (p, mound, top = '') =>
  `<path d="M-60 4C-40-46 40-46 60 4Z" fill="${mound}"/>${top}<path d="M-74 0H74C68 40 42 58 0 58S-68 40-74 0Z" fill="${p.gold}"/><ellipse rx="74" ry="10" fill="${shade(p.gold, 0.75)}" cy="2"/>`;
const speckle = (color, n = 4) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<path d="M${-44 + i * 6} ${-8 - i * 7}H${44 - i * 6}" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-dasharray="0 ${11 + i}"/>`,
  ).join('');

const kalash = (p, kind) => {
  const top =
    kind === 'leaves'
      ? `<path d="${spin(LEAF, [-60, -30, 0, 30, 60], 0.62, 0, -48)}" fill="#40916C"/>` +
        `<ellipse cy="-78" rx="22" ry="26" fill="#8B5A2B"/><path d="M-8-100L0-112L8-100" stroke="#5E3A16" stroke-width="4" fill="none"/>`
      : `<ellipse cy="-44" rx="28" ry="6" fill="${kind === 'milk' ? '#FFFFFF' : '#5FA8D3'}"/>` +
        `<path d="M0-96C10-80 12-70 0-62C-12-70-10-80 0-96Z" fill="${kind === 'milk' ? '#FFFFFF' : '#5FA8D3'}" stroke="${kind === 'milk' ? '#BBB' : '#2C7DA0'}" stroke-width="2"/>`;
  const body = kind === 'milk' ? '#D9D9D9' : '#C8702A';
  return (
    `<path d="M-34-28C-72-8-64 56 0 60C64 56 72-8 34-28Z" fill="${body}"/><rect x="-26" y="-44" width="52" height="18" rx="4" fill="${shade(body, 0.8)}"/>` +
    `<ellipse cy="-44" rx="34" ry="8" fill="${shade(body, 1.25)}"/><path d="M-56 10C-20 24 20 24 56 10" stroke="#D62828" stroke-width="7" fill="none"/>` +
    `<path d="M-50 26C-16 38 16 38 50 26" stroke="${p.gold}" stroke-width="3" fill="none" stroke-dasharray="0 9" stroke-linecap="round"/>${top}`
  );
};

const bottle = (color, attar = false) =>
  attar
    ? `<path d="M0-76C10-66 10-56 0-48C-10-56-10-66 0-76Z" fill="#F5C04A"/><rect x="-8" y="-50" width="16" height="18" fill="#C9A227"/><circle cy="6" r="44" fill="${color}" fill-opacity=".85" stroke="#C9A227" stroke-width="5"/><circle cx="-14" cy="-8" r="10" fill="#FFF" fill-opacity=".5"/>`
    : `<rect x="-16" y="-84" width="32" height="16" rx="3" fill="#6B3E1E"/><path d="M-14-68H14V-52C34-42 40-22 40-2V52C40 60 34 64 26 64H-26C-34 64-40 60-40 52V-2C-40-22-34-42-14-52Z" fill="${color}"/><rect x="-28" y="0" width="56" height="34" rx="4" fill="#FFF6E0"/><path d="M58 10C66 22 70 30 58 38C46 30 50 22 58 10Z" fill="${color}"/>`;

const cloth = (color, border, dotted, flap = true, dotColor = '#FFF') =>
  `<path d="M-84-44H84L76 58H-76Z" fill="${color}"/><path d="M-82-34H82M-77 48H77" stroke="${border}" stroke-width="8"/>` +
  (dotted
    ? [-14, 6, 26].map((y) => `<path d="M-64 ${y}H64" stroke="${dotColor}" stroke-width="5" stroke-linecap="round" stroke-dasharray="0 14"/>`).join('')
    : '') +
  (flap ? `<path d="M-84-44L0 8L84-44" fill="none" stroke="${shade(color, 0.7)}" stroke-width="5"/>` : '');

const vastraStack = () =>
  [
    ['#E85D04', '#FFD166', 28],
    ['#FFD166', '#D62828', 0],
    ['#9D0208', '#F5C04A', -28],
  ]
    .map(([c, b, y]) => `<rect x="-70" y="${y - 12}" width="140" height="26" rx="6" fill="${c}"/><path d="M-70 ${y + 8}H70" stroke="${b}" stroke-width="5"/>`)
    .join('');

const coconut = () =>
  `<ellipse cy="50" rx="76" ry="14" fill="#D62828"/><ellipse cy="4" rx="46" ry="54" fill="#8B5A2B"/><path d="M-20-46C-10-30 10-30 20-46M-30-30C-10-14 10-14 30-30" stroke="#5E3A16" stroke-width="4" fill="none"/>` +
  `<path d="M-46 8C-20 22 20 22 46 8" stroke="#D62828" stroke-width="10" fill="none"/><path d="M-46 8C-20 22 20 22 46 8" stroke="#FFD166" stroke-width="3" fill="none"/><path d="M0-50L-6-70M0-50L6-72M0-50L0-74" stroke="#5E3A16" stroke-width="4"/>`;

const deepDaan = (p) =>
  `<path d="M-92 44Q-69 32-46 44T0 44T46 44T92 44M-80 62Q-57 50-34 62T12 62T58 62" stroke="#7FB7E6" stroke-width="5" fill="none"/>` +
  `<path d="M-62 14H62C52 38 32 44 0 44S-52 38-62 14Z" fill="#52734D"/>` +
  `<circle cx="-44" cy="12" r="10" fill="#F77F00"/><circle cx="44" cy="12" r="10" fill="#FCBF49"/>` +
  at(0, 14, 0.55, diya(p));

const rudraksha = () =>
  `<circle r="56" fill="none" stroke="#7B3F00" stroke-width="20" stroke-linecap="round" stroke-dasharray="0 22"/><circle cy="68" r="12" fill="#7B3F00"/><path d="M0 78L-10 104H10Z" fill="#D62828"/>`;

const nishan = () =>
  `<path d="M-50 80V-84" stroke="#6B3E1E" stroke-width="7"/><circle cx="-50" cy="-88" r="7" fill="#F5C04A"/>` +
  `<path d="M-47-80H74L50-48L74-16H-47Z" fill="#FF8C1A"/><path d="M-47-24H62" stroke="#FFD166" stroke-width="4"/><circle cx="4" cy="-48" r="14" fill="#FFD166"/><circle cx="4" cy="-48" r="6" fill="#1D3557"/>`;

const shringar = (p) =>
  [
    ['#D62828', -30],
    [p.gold === '#FFE08A' ? '#E9C46A' : p.gold, -6],
    ['#2A9D8F', 18],
  ]
    .map(([c, y]) => `<ellipse cx="-18" cy="${y}" rx="48" ry="16" fill="none" stroke="${c}" stroke-width="9"/>`)
    .join('') +
  `<circle cx="52" cy="-34" r="22" fill="#F5C04A"/><circle cx="52" cy="-34" r="15" fill="#CFE8F3"/><circle cx="54" cy="34" r="10" fill="#C1121F"/><rect x="34" y="44" width="40" height="14" rx="4" fill="#9D0208"/>`;

const lotus = () =>
  `<ellipse cy="40" rx="84" ry="16" fill="#2D6A4F"/>` +
  `<path d="${spin('M0 30C26 12 30-30 0-62C-30-30-26 12 0 30Z', [-72, -48, -24, 0, 24, 48, 72])}" fill="#F28AA0" stroke="#C9184A" stroke-width="2"/>` +
  `<path d="${spin('M0 30C16 10 18-20 0-44C-18-20-16 10 0 30Z', [-30, 0, 30])}" fill="#F8C8D4"/>` +
  `<circle cy="16" r="10" fill="#F5C04A"/>`;

const aarti = (p) =>
  `<ellipse cy="36" rx="88" ry="26" fill="${shade(p.gold, 0.8)}"/><ellipse cy="30" rx="88" ry="24" fill="${p.gold}"/><path d="M-70 30H70" stroke="#F77F00" stroke-width="10" stroke-linecap="round" stroke-dasharray="0 20"/>${at(0, 20, 0.7, diya(p))}`;

const annadaan = () =>
  `<path d="M-94 20C-60-24 60-24 94 20C60 56-60 56-94 20Z" fill="#52B788"/><path d="M-90 20H90" stroke="#2D6A4F" stroke-width="3"/>` +
  `<path d="M-60 24C-52-16-8-16 0 24Z" fill="#FFFDF5"/><circle cx="36" cy="14" r="20" fill="#F4A261"/><circle cx="36" cy="14" r="14" fill="#E9C46A"/><circle cx="14" cy="34" r="9" fill="#F77F00"/><circle cx="-6" cy="36" r="5" fill="#C1121F"/>`;

const fodder = () =>
  [-60, -40, -20, 0, 20, 40, 60]
    .map(
      (x, i) =>
        `<path d="M0 60C${x / 3} 10 ${x} -20 ${x * 1.1} ${-60 - (i % 2) * 14}" stroke="${i % 2 ? '#40916C' : '#74C69D'}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    )
    .join('') + `<rect x="-16" y="20" width="32" height="12" rx="3" fill="#A0522D"/>`;

const gur = () =>
  [
    [-40, 20],
    [10, 20],
    [-15, -22],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${x - 4}" y="${y - 18}" width="52" height="40" rx="10" fill="#8B4513"/><rect x="${x}" y="${y - 14}" width="44" height="12" rx="6" fill="#B5651D"/>`,
    )
    .join('');

const cow = (ink) =>
  `<path d="M-60-14C-76-4-74 20-72 34" stroke="${ink}" stroke-width="4" fill="none"/><g fill="#F5EEDC" stroke="${ink}" stroke-width="3">` +
  [-54, -34, 20, 38].map((x) => `<rect x="${x}" y="14" width="13" height="44" rx="4"/>`).join('') +
  `<path d="M-62-16C-62-42 40-44 52-26L56 18C40 32-50 32-62 18Z"/><path d="M46-30C58-46 86-42 92-24C96-8 84 4 70 0Z"/></g>` +
  `<ellipse cx="-24" cy="-8" rx="16" ry="11" fill="#A0522D"/><ellipse cx="18" cy="4" rx="11" ry="8" fill="#A0522D"/><circle cx="80" cy="-22" r="3.5" fill="${ink}"/>` +
  `<path d="M60-38C56-52 64-58 70-52M80-38C86-52 94-50 92-42" stroke="#C9A227" stroke-width="5" fill="none"/><circle cx="62" cy="8" r="7" fill="#F5C04A"/>`;

const shami = () =>
  `<path d="M0 70C4 20-4-20 0-76" stroke="#3A5A1F" stroke-width="5" fill="none"/>` +
  Array.from({ length: 8 }, (_, i) => {
    const y = 52 - i * 17;
    return `<ellipse cx="-15" cy="${y}" rx="15" ry="6" fill="#588157" transform="rotate(25 -15 ${y})"/><ellipse cx="15" cy="${y}" rx="15" ry="6" fill="#588157" transform="rotate(-25 15 ${y})"/>`;
  }).join('');

const tulsi = () =>
  `<path d="M0 76V-56" stroke="#3A5A1F" stroke-width="6"/><path d="M0-56V-86" stroke="#7B2CBF" stroke-width="9" stroke-linecap="round" stroke-dasharray="0 8"/>` +
  [50, 18, -14, -42]
    .map((y, i) => {
      const s = 1 - i * 0.15;
      return `<ellipse cx="${-26 * s}" cy="${y}" rx="${26 * s}" ry="${15 * s}" fill="#52B788"/><ellipse cx="${26 * s}" cy="${y}" rx="${26 * s}" ry="${15 * s}" fill="#40916C"/>`;
    })
    .join('');

const durva = () =>
  [-64, -44, -24, -8, 8, 24, 44, 64]
    .map((x) => `<path d="M0 70Q${x / 2} 10 ${x} -70" stroke="#55A630" stroke-width="5" fill="none" stroke-linecap="round"/>`)
    .join('') + `<path d="M-16 26H16" stroke="#D62828" stroke-width="7" stroke-linecap="round"/>`;

const shivling = (p, naag = false) =>
  `<path d="M-78 22H78L66 52H-66Z" fill="${p.gold}"/><path d="M72 24L112 30V38L68 44Z" fill="${shade(p.gold, 0.85)}"/><ellipse cy="22" rx="78" ry="13" fill="${shade(p.gold, 0.75)}"/>` +
  `<path d="M-36 22V-30A36 36 0 0 1 36-30V22Z" fill="#34343F"/><path d="M-26-22H26M-28-10H28M-28 2H28" stroke="#F4F1EA" stroke-width="4" stroke-linecap="round"/><circle cy="-10" r="5" fill="#D62828"/>` +
  (naag
    ? `<path d="M-46 16C-60-10 40-6 44 8C48 22-40 20-40-2C-40-30 20-50 10-86" stroke="#2D6A4F" stroke-width="9" fill="none" stroke-linecap="round"/><ellipse cx="10" cy="-92" rx="16" ry="11" fill="#2D6A4F"/>`
    : at(0, -66, 0.4, leaf3()));

const moon = (p) =>
  `<circle cx="-10" r="74" fill="url(#glow)"/><path d="M-10-70A70 70 0 0 0-10 70A34 70 0 0 1-10-70Z" fill="${p.gold}"/>` +
  `<path d="M-92 82Q-69 70-46 82T0 82T46 82T92 82" stroke="${p.light}" stroke-opacity=".6" stroke-width="5" fill="none"/>${at(46, 40, 0.5, shivling(p))}`;

const navgraha = (p) =>
  `<rect x="-78" y="-78" width="156" height="156" rx="8" fill="${p.light}" fill-opacity=".25" stroke="${p.gold}" stroke-width="4"/>` +
  ['#F4A261', '#F1FAEE', '#E63946', '#2A9D8F', '#E76F51', '#FFD166', '#264653', '#6D597A', '#8D99AE']
    .map((c, i) => `<circle cx="${(i % 3) * 50 - 50}" cy="${Math.floor(i / 3) * 50 - 50}" r="19" fill="${c}" stroke="${p.ink}" stroke-width="2"/>`)
    .join('');

const shaniShila = (p) =>
  `<rect x="-70" y="48" width="140" height="20" rx="4" fill="${p.gold}" fill-opacity=".7"/><rect x="-30" y="-76" width="60" height="126" rx="22" fill="#1E1E24"/>` +
  `<path d="M-14-66C-20-30-18 10-12 44" stroke="#6C6C80" stroke-width="6" fill="none" stroke-linecap="round"/>${at(-62, 42, 0.42, diya(p))}${at(62, 42, 0.42, diya(p))}`;

const havan = () =>
  `<path d="M-40 16C-48-20-20-40-22-78C0-50 10-40 8-14C22-30 20-50 30-62C48-30 44 0 40 16Z" fill="#FF9F1C"/><path d="M-20 16C-24-6-8-20-6-42C8-24 16-10 20 16Z" fill="#FFE066"/>` +
  `<path d="M-86 14H86L64 64H-64Z" fill="#8D3B1F"/><path d="M-80 28H80M-72 44H72" stroke="#B5651D" stroke-width="4"/>`;

const gada = (p) =>
  `<g transform="rotate(-20)"><rect x="-7" y="24" width="14" height="74" rx="5" fill="#7B3F00"/><ellipse cy="-14" rx="42" ry="48" fill="${p.gold}" stroke="${shade(p.gold, 0.6)}" stroke-width="3"/>` +
  `<ellipse cy="-14" rx="42" ry="13" fill="none" stroke="${shade(p.gold, 0.6)}" stroke-width="4"/><path d="M0-62V-82" stroke="${shade(p.gold, 0.6)}" stroke-width="8" stroke-linecap="round"/><rect x="-14" y="30" width="28" height="10" rx="3" fill="${p.gold}"/></g>`;

const trishul = (p) =>
  `<path d="M0 96V-30" stroke="#6B3E1E" stroke-width="8"/><path d="M-44-78C-44-36-24-24 0-24C24-24 44-36 44-78M0-24V-92" stroke="${p.gold}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
  `<path d="M-44-96L-52-76H-36ZM44-96L36-76H52ZM0-108L-8-88H8Z" fill="${p.gold}"/><path d="M-16 10L16 30V10L-16 30Z" fill="#C8702A"/><path d="M6-20C30-10 24 10 40 20" stroke="#D62828" stroke-width="6" fill="none"/>`;

/** Shapes of a devotee figure, defined once per file: long hair (#lh), shoulders (#pb, coloured by each <use>), head (#ph). */
const personDefs = (skin, hair) =>
  define('lh', `<path d="M-30-10C-34 30-20 40-26 44H26C20 40 34 30 30-10Z" fill="${hair}"/>`) +
  define('pb', `<path d="M-50 90C-50 40-30 20 0 20S50 40 50 90Z"/>`) +
  define(
    'ph',
    `<rect x="-9" y="6" width="18" height="18" fill="${skin}"/><circle cy="-16" r="26" fill="${skin}"/><path d="M-28-12C-31-58 31-58 28-12C22-28 12-32 0-32C-12-32-22-28-28-12Z" fill="${hair}"/>` +
      `<circle cy="-25" r="2.5" fill="#C1121F"/><path d="M-9-15h.1M9-15h.1" stroke="#2B1B10" stroke-width="5" stroke-linecap="round"/><path d="M-7-5Q0 0 7-5" stroke="#7F3B2A" stroke-width="2" fill="none"/>`,
  );
const person = (x, y, k, body, long) => at(x, y, k, `${long ? '<use href="#lh"/>' : ''}<use href="#pb" fill="${body}"/><use href="#ph"/>`);

/** name → (palette) → svg fragment. Used by events (as the hero) and by items. */
const MOTIFS = {
  shivling: (p) => shivling(p),
  naag: (p) => shivling(p, true),
  'bel-patra': () => leaf3(),
  'ganga-jal': (p) => kalash(p, 'water'),
  milk: (p) => kalash(p, 'milk'),
  kalash: (p) => kalash(p, 'leaves'),
  dhatura: () => flower('#F8F8F2', '#9D8DF1'),
  hibiscus: () => flower('#D62828', '#7F0E0E', true),
  aparajita: () => flower('#2F4EB5', '#FFFFFF'),
  marigold: () => marigold(),
  garland: () => garland('#F77F00', '#D62828'),
  'rose-garland': () => garland('#C9184A', '#FF4D6D'),
  rudraksha: () => rudraksha(),
  diya: (p) => diya(p),
  'til-oil': () => bottle('#C99A2E'),
  attar: () => bottle('#E56B6F', true),
  'black-til': (p) => bowl(p, '#2A2A2A', speckle('#E9E3D5')),
  bhasma: (p) =>
    bowl(
      p,
      '#CFCAC2',
      `<path d="M-30-22H30M-34-12H34M-36-2H36" stroke="#FFF" stroke-width="4" stroke-linecap="round"/><circle cy="-12" r="5" fill="#D62828"/>`,
    ),
  sindoor: (p) => bowl(p, '#D00000'),
  kheer: (p) => bowl(p, '#FFF4DC', speckle('#E9A23B', 3)),
  'halwa-chana': (p) => bowl(p, '#E09F3E', speckle('#6F3B0F')),
  'dry-fruits': (p) => bowl(p, '#A0522D', speckle('#F1D9A8', 4)),
  churma: (p) => bowl(p, '#D4A24C', speckle('#9C6B1E')),
  'black-cloth': () => cloth('#24242A', '#6C6C80', false),
  chunri: () => cloth('#C1121F', '#F5C04A', true),
  saree: () => cloth('#F8F3E8', '#C1121F', true, true, '#E5989B'),
  vastra: () => vastraStack(),
  shringar: (p) => shringar(p),
  coconut: () => coconut(),
  ladoo: (p) => ladoos(p),
  peda: (p) => pedas(p, '#E9D3A6', false),
  mishti: (p) => pedas(p, '#FBF3E4', true),
  modak: (p) => modaks(p),
  imarti: () => imarti(),
  tulsi: () => tulsi(),
  durva: () => durva(),
  shami: () => shami(),
  nishan: () => nishan(),
  'deep-daan': (p) => deepDaan(p),
  lotus: () => lotus(),
  aarti: (p) => aarti(p),
  annadaan: () => annadaan(),
  fodder: () => fodder(),
  gur: () => gur(),
  'gau-seva': (p) => cow(p.ink),
  'cow-care': (p) => cow(p.ink) + `<circle cx="-60" cy="-62" r="20" fill="#2A9D8F"/><path d="M-60-74V-50M-72-62H-48" stroke="#FFF" stroke-width="7"/>`,
  moon: (p) => moon(p),
  navgraha: (p) => navgraha(p),
  shani: (p) => shaniShila(p),
  havan: () => havan(),
  gada: (p) => gada(p),
  trishul: (p) => trishul(p),
};

// ---------------------------------------------------------------- scenes

/** A temple silhouette standing on baseY: plinth, mandapa, curved shikhara, kalash and a flag. */
function temple(x, baseY, h, fill, flag) {
  const s = h * 0.3;
  const y0 = baseY - h * 0.22;
  const top = baseY - h;
  const side = (cx, w, t) =>
    `M${cx - w} ${y0}C${cx - w} ${y0 - (y0 - t) * 0.6} ${cx - w * 0.3} ${t + 8} ${cx} ${t}C${cx + w * 0.3} ${t + 8} ${cx + w} ${y0 - (y0 - t) * 0.6} ${cx + w} ${y0}Z`;
  const r = (v) => Math.round(v);
  return (
    `<g fill="${fill}"><rect x="${r(x - s * 1.9)}" y="${r(y0)}" width="${r(s * 3.8)}" height="${r(h * 0.22)}"/>` +
    `<path d="${side(r(x - s * 1.25), r(s * 0.55), r(y0 - h * 0.3))}"/><path d="${side(r(x + s * 1.25), r(s * 0.55), r(y0 - h * 0.3))}"/>` +
    `<path id="sk" d="${side(r(x), r(s), r(top + h * 0.1))}"/><ellipse cx="${r(x)}" cy="${r(top + h * 0.1)}" rx="${r(s * 0.3)}" ry="${r(s * 0.1)}"/>` +
    `<path d="M${r(x)} ${r(top + h * 0.08)}V${r(top - h * 0.1)}" stroke="${fill}" stroke-width="3"/></g>` +
    `<path d="M${r(x)} ${r(top - h * 0.1)}L${r(x + s * 0.7)} ${r(top - h * 0.06)}L${r(x)} ${r(top - h * 0.01)}Z" fill="${flag}"/>` +
    `<clipPath id="skc"><use href="#sk"/></clipPath><path clip-path="url(#skc)" d="${[0.3, 0.45, 0.6, 0.75].map((t) => `M${r(x - s)} ${r(y0 - (y0 - top) * t)}h${r(s * 2)}`).join('')}" stroke="#FFF" stroke-opacity=".14" stroke-width="5"/>` +
    `<path d="M${r(x - s * 0.28)} ${r(baseY)}V${r(baseY - h * 0.12)}A${r(s * 0.28)} ${r(s * 0.28)} 0 0 1 ${r(x + s * 0.28)} ${r(baseY - h * 0.12)}V${r(baseY)}Z" fill="#000" fill-opacity=".35"/>`
  );
}

/** A South Indian gopuram: tiers narrowing upwards, a barrel-vaulted crown with finials. */
function gopuram(x, baseY, h, fill, flag) {
  const th = Math.round(h * 0.15);
  const w0 = h * 0.7;
  const r = Math.round;
  let d = '';
  let lines = '';
  for (let i = 0; i < 5; i++) {
    const w = (w0 * (1 - i * 0.15)) / 2;
    const y = baseY - i * th;
    d += `M${r(x - w)} ${y}L${r(x - w * 0.9)} ${y - th}H${r(x + w * 0.9)}L${r(x + w)} ${y}Z`;
    lines += `M${r(x - w * 0.9)} ${y - th + 4}h${r(w * 1.8)}`;
  }
  const top = baseY - 5 * th;
  const wt = r(w0 * 0.25);
  return (
    `<g fill="${fill}"><path d="${d}"/><rect x="${x - wt}" y="${top - th}" width="${wt * 2}" height="${th}" rx="${r(th / 2)}"/></g>` +
    `<path d="${lines}" stroke="#FFF" stroke-opacity=".18" stroke-width="4"/>` +
    `<path d="M${x - wt + 12} ${top - th}v-14M${x} ${top - th}v-18M${x + wt - 12} ${top - th}v-14" stroke="${flag}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M${x - 22} ${baseY}V${baseY - 50}A22 22 0 0 1 ${x + 22} ${baseY - 50}V${baseY}Z" fill="#000" fill-opacity=".35"/>`
  );
}

/** A river ghat: a clock tower and two chhatris on stepped banks. */
function ghat(x, baseY, h, fill, flag) {
  const r = Math.round;
  const chhatri = define(
    'ch',
    `<rect x="-44" y="-8" width="88" height="8"/><path d="M-40-8v-54h8v54M32-8v-54h8v54M-4-8v-54h8v54"/><rect x="-48" y="-70" width="96" height="8"/><path d="M-40-70C-40-118 40-118 40-70Z"/><path d="M0-110v-16" stroke="${fill}" stroke-width="4"/>`,
  );
  return (
    `<g fill="${fill}">${[0, 1, 2].map((i) => `<rect x="${x - 220 + i * 20}" y="${baseY - 14 - i * 13}" width="${400 - i * 40}" height="14"/>`).join('')}` +
    `<rect x="${x + 70}" y="${r(baseY - h)}" width="60" height="${r(h) - 40}"/><path d="M${x + 62} ${r(baseY - h)}L${x + 100} ${r(baseY - h - 50)}L${x + 138} ${r(baseY - h)}Z"/>` +
    chhatri +
    place('ch', x - 40, baseY - 40, 1.05) +
    place('ch', x - 170, baseY - 40, 0.8) +
    `</g>` +
    `<circle cx="${x + 100}" cy="${r(baseY - h + 40)}" r="18" fill="${flag}"/><path d="M${x + 100} ${r(baseY - h + 28)}v12h8" stroke="${fill}" stroke-width="3" fill="none"/>`
  );
}

const SCENES = { shikhara: temple, gopuram, ghat };

/** Gradient background, sun glow with rays, an optional faint mandala and a few stars. */
function backdrop(name, w, h, p, { sunX, sunY, sunR, mandalaR, flip, stars: withStars = true } = {}) {
  const r = rng(name);
  const sx = sunX ?? int(r, w * 0.55, w * 0.8);
  const sy = sunY ?? int(r, h * 0.3, h * 0.45);
  const sr = sunR ?? Math.round(h * 0.45);
  const stars = Array.from({ length: 7 }, () => `<circle cx="${int(r, 10, w - 10)}" cy="${int(r, 10, h * 0.55)}" r="${int(r, 2, 4)}"/>`).join('');
  return (
    `<defs>${linear('bg', flip ? p.b : p.a, flip ? p.a : p.b)}${radial('sun', p.light, 0.8)}${radial('glow', '#FFE066', 0.9)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${sx}" cy="${sy}" r="${sr}" fill="url(#sun)"/>` +
    `<g transform="translate(${sx} ${sy})"><circle r="${Math.round(sr * 0.75)}" fill="none" stroke="${p.light}" stroke-opacity=".12" stroke-width="${Math.round(sr * 0.5)}" stroke-dasharray="6 14"/>` +
    (mandalaR
      ? `<g stroke="${p.light}" stroke-opacity=".35" fill="none" stroke-width="2"><circle r="${mandalaR}"/><circle r="${Math.round(mandalaR * 0.8)}"/></g>${dots(Math.round(mandalaR * 0.9), p.light, 5, 16, ' stroke-opacity=".4"')}`
      : '') +
    `</g>` +
    (withStars ? `<g fill="${p.light}" fill-opacity=".45">${stars}</g>` : '')
  );
}

/** No words: the pages show the event's name and place next to it, in the page's language. */
function eventImage(e, variant) {
  const p = PALETTES[e.palette];
  const name = `${e.key}-${variant}`;
  const hero = MOTIFS[e.motif](p);
  const W = 800;
  const H = 500;
  if (variant === 1) {
    return svg(
      W,
      H,
      backdrop(name, W, H, p, { sunX: 610, sunY: 190 }) +
        SCENES[e.scene](610, 430, 290, shade(p.ink, 1.15), p.a) +
        `<rect y="428" width="${W}" height="72" fill="${p.ink}"/>` +
        (e.scene === 'ghat' ? `<path d="M0 446q25-8 50 0${'t50 0'.repeat(15)}" stroke="${p.light}" stroke-opacity=".3" stroke-width="3" fill="none"/>` : '') +
        define('dy', diya(p)) +
        [90, 250, 410, 570, 730].map((x) => place('dy', x, 470, 0.32)).join('') +
        at(200, 312, 1.2, hero),
    );
  }
  if (variant === 2) {
    return svg(
      W,
      H,
      backdrop(name, W, H, p, { sunX: 400, sunY: 210, sunR: 240, mandalaR: 180, flip: true }) +
        at(400, 215, 1.45, hero) +
        `<rect y="400" width="${W}" height="100" fill="${p.ink}" fill-opacity=".6"/>`,
    );
  }
  if (variant === 3) {
    const arc = define('dy', diya(p)) + [-3, -2, -1, 0, 1, 2, 3].map((i) => place('dy', 400 + i * 96, 330 + i * i * 9, 0.55)).join('');
    return svg(
      W,
      H,
      backdrop(name, W, H, p, { sunX: 400, sunY: 300, sunR: 260 }) +
        arc +
        at(400, 440, 0.9, lotus()) +
        `<rect width="${W}" height="150" fill="${p.ink}" fill-opacity=".45"/>`,
    );
  }
  // about: light backdrop, motif on the left, words on the right
  const light = { ...p, a: p.light, b: shade(p.a, 1.35) };
  return svg(
    W,
    H,
    backdrop(name, W, H, light, { sunX: 220, sunY: 250, sunR: 230, mandalaR: 170, stars: false }) +
      `<g transform="translate(220 250)">${dots(200, p.a, 8, 22, ' stroke-opacity=".5"')}</g>` +
      at(220, 250, 1.25, MOTIFS[e.motif](p)),
  );
}

/**
 * No words: the item's name is shown next to its picture, in the page's language. (The label of
 * the manifest only says what the motif is.) The motif sits a little low, like the former caption's
 * picture above it, so it stays clear of a card's top edge.
 */
function itemImage(name, paletteName = 'saffron') {
  const p = PALETTES[paletteName];
  const light = { ...p, a: p.light, b: shade(p.a, 1.2) };
  return svg(
    400,
    400,
    `<defs>${radial('bg', '#FFFFFF', 1)}${radial('glow', '#FFE066', 0.9)}${linear('base', light.a, light.b)}</defs><rect width="400" height="400" fill="url(#base)"/><circle cx="200" cy="200" r="190" fill="url(#bg)"/>` +
      `<g transform="translate(200 200)">${dots(140, p.a, 6, 18, ' stroke-opacity=".35"')}</g>` +
      at(200, 202, 1.3, MOTIFS[name](p)),
  );
}

/** Shoulders (#pb) end 90 units below a figure's origin. */
const PERSON_BOTTOM = 90;

/**
 * No words: the package's name is shown next to its picture, in the page's language. The figures
 * are moved down until the lowest shoulders meet the bottom edge, like a portrait.
 */
function packageImage(tier, figures) {
  const p = PALETTES.saffron;
  const drop = Math.round(400 - Math.max(...figures.map(([, y, k]) => y + PERSON_BOTTOM * k)));
  const people = personDefs('#C68B59', '#2B1B10') + figures.map(([x, y, k, body, long]) => person(x, y + drop, k, body, long)).join('');
  return svg(400, 400, backdrop(`package-${tier}`, 400, 400, p, { sunX: 200, sunY: 170, sunR: 200, mandalaR: 150 }) + people);
}

function reviewImage(key, female) {
  const r = rng(key);
  const names = Object.keys(PALETTES).filter((n) => n !== 'night' && n !== 'kali');
  const p = PALETTES[names[int(r, 0, names.length - 1)]];
  const skin = ['#C68B59', '#B07146', '#D9A066', '#8D5524'][int(r, 0, 3)];
  const kurta = ['#1D3557', '#2A9D8F', '#E76F51', '#6D597A', '#F4F1DE'][int(r, 0, 4)];
  return svg(
    400,
    400,
    backdrop(`review-${key}`, 400, 400, p, { sunX: 200, sunY: 160, sunR: 210, mandalaR: 150 }) +
      personDefs(skin, '#1B1209') +
      person(200, 210, 3, kurta, female),
  );
}

/** No words: the site lays the banner's own (translated) title and description over the image. */
function bannerImage(b) {
  const p = PALETTES[b.palette];
  const W = 1200;
  const H = 500;
  return svg(
    W,
    H,
    backdrop(`banner-${b.key}`, W, H, p, { sunX: 930, sunY: 230, sunR: 300, mandalaR: 230 }) +
      temple(1010, 470, 360, shade(p.ink, 1.15), p.a) +
      `<rect y="468" width="${W}" height="32" fill="${p.ink}"/>` +
      at(800, 340, 1.2, MOTIFS[b.motif](p)),
  );
}

// ---------------------------------------------------------------- manifest

/** [searchKey, title, place, motif, palette, number of MAIN images, scene of the title image (default shikhara)] */
const EVENTS = [
  // pujas
  ['rudrabhishek-kashi-vishwanath', 'Rudrabhishek', 'Kashi Vishwanath · Varanasi', 'shivling', 'saffron', 3],
  ['maha-mrityunjaya-jaap-mahakaleshwar', 'Maha Mrityunjaya Jaap', 'Mahakaleshwar · Ujjain', 'trishul', 'maroon', 3],
  ['kaal-sarp-dosh-nivaran-trimbakeshwar', 'Kaal Sarp Dosh Puja', 'Trimbakeshwar · Nashik', 'naag', 'dusk', 2],
  ['navgraha-shanti-ujjain', 'Navgraha Shanti', 'Navgraha Shani Mandir · Ujjain', 'navgraha', 'gold', 2, 'ghat'],
  ['lakshmi-kuber-puja-mahalakshmi-kolhapur', 'Lakshmi Kuber Puja', 'Mahalakshmi · Kolhapur', 'lotus', 'gold', 2],
  ['shani-til-tel-abhishek-shani-shingnapur', 'Shani Til Tel Abhishek', 'Shani Shingnapur', 'shani', 'night', 2],
  ['baglamukhi-havan-nalkheda', 'Baglamukhi Havan', 'Nalkheda · Agar Malwa', 'havan', 'gold', 3],
  ['satyanarayan-katha-har-ki-pauri', 'Satyanarayan Katha', 'Har Ki Pauri · Haridwar', 'kalash', 'saffron', 2, 'ghat'],
  ['pitru-dosh-shanti-gaya-vishnupad', 'Pitru Dosh Shanti', 'Vishnupad · Gaya', 'deep-daan', 'dusk', 2, 'ghat'],
  ['mangal-dosh-nivaran-mangalnath', 'Mangal Dosh Bhaat Puja', 'Mangalnath · Ujjain', 'shivling', 'vermilion', 2],
  ['hanuman-chalisa-path-sankat-mochan', 'Hanuman Chalisa Path', 'Sankat Mochan · Varanasi', 'gada', 'vermilion', 2],
  ['durga-saptashati-path-jhandewalan', 'Durga Saptashati Path', 'Jhandewalan · Delhi', 'trishul', 'maroon', 2],
  ['ganesh-atharvashirsha-siddhivinayak', 'Ganesh Atharvashirsha', 'Siddhivinayak · Mumbai', 'modak', 'saffron', 2],
  ['maha-kali-puja-kalighat', 'Maha Kali Puja', 'Kalighat · Kolkata', 'hibiscus', 'kali', 3],
  ['chandra-dosh-shanti-somnath', 'Chandra Dosh Shanti', 'Somnath · Gujarat', 'moon', 'night', 2, 'ghat'],
  // chadawa
  ['bel-patra-jal-chadawa-kashi-vishwanath', 'Bel Patra & Ganga Jal', 'Kashi Vishwanath · Varanasi', 'bel-patra', 'saffron', 2],
  ['til-tel-chadawa-shani-shingnapur', 'Til Tel Chadawa', 'Shani Shingnapur', 'til-oil', 'night', 2],
  ['chunri-shringar-chadawa-vaishno-devi', 'Chunri & Shringar', 'Vaishno Devi · Katra', 'chunri', 'maroon', 3],
  ['chola-ladoo-chadawa-hanumangarhi', 'Chola & Ladoo', 'Hanumangarhi · Ayodhya', 'ladoo', 'vermilion', 2],
  ['modak-durva-chadawa-siddhivinayak', 'Modak & Durva', 'Siddhivinayak · Mumbai', 'modak', 'saffron', 2],
  ['jaba-mala-chadawa-kalighat', 'Jaba Mala & Saree', 'Kalighat · Kolkata', 'hibiscus', 'kali', 2],
  ['sindoor-chunri-chadawa-kamakhya', 'Sindoor & Chunri', 'Kamakhya · Guwahati', 'sindoor', 'maroon', 2],
  ['deep-daan-ganga-aarti-har-ki-pauri', 'Deep Daan at Ganga Aarti', 'Har Ki Pauri · Haridwar', 'deep-daan', 'dusk', 3, 'ghat'],
  ['gau-seva-govardhan', 'Gau Seva', 'Govardhan · Braj', 'gau-seva', 'gold', 2],
  ['annadaan-tirumala-tirupati', 'Annadaan', 'Tirumala · Tirupati', 'annadaan', 'gold', 2, 'gopuram'],
  ['bhasma-shringar-chadawa-mahakaleshwar', 'Bhasma Aarti Chadawa', 'Mahakaleshwar · Ujjain', 'bhasma', 'maroon', 2],
  ['kal-bhairav-chadawa-ujjain', 'Kal Bhairav Chadawa', 'Bhairavgarh · Ujjain', 'diya', 'kali', 2],
  ['narmada-jal-chadawa-omkareshwar', 'Narmada Jal & Bel Patra', 'Omkareshwar', 'ganga-jal', 'dusk', 2, 'ghat'],
  ['nishan-chadawa-khatu-shyam', 'Nishan & Gulab', 'Khatu Shyam · Sikar', 'nishan', 'saffron', 2],
].map(([key, title, place, motif, palette, count, scene = 'shikhara']) => ({ key, title, place, motif, palette, count, scene }));

/** [file name (= motif), what it shows (not drawn), palette] */
const ITEMS = [
  ['bel-patra', 'Bel Patra'],
  ['ganga-jal', 'Ganga Jal'],
  ['milk', 'Milk'],
  ['dhatura', 'Dhatura'],
  ['rudraksha', 'Rudraksha'],
  ['diya', 'Diya'],
  ['til-oil', 'Til Oil', 'gold'],
  ['black-til', 'Black Til'],
  ['black-cloth', 'Black Vastra'],
  ['shami', 'Shami Leaves', 'gold'],
  ['aparajita', 'Aparajita'],
  ['chunri', 'Chunri', 'maroon'],
  ['shringar', 'Solah Shringar', 'maroon'],
  ['coconut', 'Coconut'],
  ['dry-fruits', 'Panch Meva', 'gold'],
  ['halwa-chana', 'Halwa Chana'],
  ['saree', 'Saree', 'maroon'],
  ['sindoor', 'Sindoor', 'vermilion'],
  ['ladoo', 'Ladoo', 'vermilion'],
  ['garland', 'Garland'],
  ['tulsi', 'Tulsi', 'gold'],
  ['nishan', 'Nishan'],
  ['modak', 'Modak'],
  ['durva', 'Durva', 'gold'],
  ['hibiscus', 'Hibiscus', 'maroon'],
  ['mishti', 'Sandesh', 'maroon'],
  ['deep-daan', 'Deep Daan', 'dusk'],
  ['lotus', 'Lotus', 'dusk'],
  ['marigold', 'Marigold'],
  ['aarti', 'Aarti', 'dusk'],
  ['fodder', 'Green Fodder', 'gold'],
  ['gur', 'Jaggery', 'gold'],
  ['gau-seva', 'Gau Seva', 'gold'],
  ['cow-care', 'Cow Care', 'gold'],
  ['vastra', 'Vastra'],
  ['annadaan', 'Annadaan', 'gold'],
  ['kheer', 'Sweet Pongal', 'gold'],
  ['bhasma', 'Bhasma', 'maroon'],
  ['imarti', 'Imarti', 'vermilion'],
  ['rose-garland', 'Rose Garland', 'maroon'],
  ['churma', 'Churma', 'gold'],
  ['peda', 'Peda', 'gold'],
  ['attar', 'Attar', 'dusk'],
];

const K = '#9D0208';
const G = '#E85D04';
const PACKAGES = [
  ['individual', 'Individual', [[200, 136, 2, K, false]]],
  [
    'couple',
    'Couple',
    [
      [140, 160, 1.8, K, false],
      [260, 160, 1.8, G, true],
    ],
  ],
  [
    'family',
    'Family',
    [
      [110, 150, 1.5, K, false],
      [290, 150, 1.5, G, true],
      [170, 205, 1.05, '#2A9D8F', true],
      [232, 205, 1.05, '#1D3557', false],
    ],
  ],
  [
    'group',
    'Joint Family',
    [
      [80, 140, 1.1, '#6D597A', true],
      [160, 125, 1.2, K, false],
      [240, 125, 1.2, G, true],
      [320, 140, 1.1, '#1D3557', false],
      [120, 205, 0.95, '#2A9D8F', false],
      [200, 200, 1, '#E76F51', true],
      [280, 205, 0.95, '#264653', false],
    ],
  ],
];

/** [key, female?] — reviewers who sent a photo */
const REVIEWS = [
  ['rajesh-iyer', false],
  ['amit-patel', false],
  ['vikram-singh-rathore', false],
  ['ramesh-gupta', false],
  ['neha-arora', true],
];

const BANNERS = [
  {
    key: 'rudrabhishek-kashi',
    title: 'Rudrabhishek at Kashi',
    subtitle: 'Kashi Vishwanath Jyotirlinga · Varanasi',
    cta: 'Book puja',
    motif: 'shivling',
    palette: 'saffron',
  },
  {
    key: 'maha-mrityunjaya',
    title: 'Maha Mrityunjaya Jaap',
    subtitle: '1.25 lakh jaap at Mahakaleshwar · Ujjain',
    cta: 'Book puja',
    motif: 'trishul',
    palette: 'maroon',
  },
  {
    key: 'deep-daan-ganga',
    title: 'Deep Daan on Maa Ganga',
    subtitle: 'Evening Ganga Aarti · Har Ki Pauri',
    cta: 'Offer now',
    motif: 'deep-daan',
    palette: 'dusk',
  },
  {
    key: 'pujas-from-home',
    title: 'Pujas at Holy Temples',
    subtitle: 'Your name and gotra · video on WhatsApp',
    cta: 'All pujas',
    motif: 'kalash',
    palette: 'gold',
  },
  {
    key: 'chadawa',
    title: 'Send Your Chadawa',
    subtitle: 'Chunri, bhog, diya and flowers in your name',
    cta: 'All chadawa',
    motif: 'aarti',
    palette: 'vermilion',
  },
];

// ---------------------------------------------------------------- write

const written = [];
function write(rel, content) {
  const file = join(OUT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push([rel, Buffer.byteLength(content)]);
}

for (const e of EVENTS) {
  for (let n = 1; n <= e.count; n++) write(`events/${e.key}-${n}.svg`, eventImage(e, n));
  write(`events/${e.key}-about.svg`, eventImage(e, 'about'));
}
for (const [name, , palette] of ITEMS) write(`items/${name}.svg`, itemImage(name, palette));
for (const [tier, , figures] of PACKAGES) write(`packages/${tier}.svg`, packageImage(tier, figures));
for (const [key, female] of REVIEWS) write(`reviews/${key}.svg`, reviewImage(key, female));
for (const b of BANNERS) write(`banners/${b.key}.svg`, bannerImage(b));

const largest = written.reduce((a, b) => (b[1] > a[1] ? b : a));
console.log(`wrote ${written.length} SVGs to ${OUT} (largest: ${largest[0]}, ${largest[1]} bytes)`);
