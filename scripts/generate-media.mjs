#!/usr/bin/env node
/**
 * Generates every bundled image and the hero video from SVG scenes composed here (`npm run media`).
 * Nothing is downloaded; the output is committed under public/. Deterministic: a PRNG seeded per item means
 * a rerun produces identical files (same sharp/libvips and ffmpeg versions).
 *
 *   public/media/boats/{name}-{480,960,1600}.webp   4:3, one set per image named in fixtures/boats.ts
 *   public/media/blog/{slug}-{480,960,1600}.webp    16:9, one set per post cover + the fixed fallback cover
 *   public/media/video/hero.{webm,mp4}              1280x720 calm loop, no audio (skipped without ffmpeg)
 *   public/media/video/hero-poster-*.webp, .jpg     first frame of the loop
 *   public/favicon.svg, public/icons/*.png, public/og-image.jpg
 *   public/media/documents/*.pdf                   each demo listing document named in fixtures/boats.ts
 *
 * Options: --only=boats,blog,video,icons,documents  (default: everything)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { pdfDocument } from './demo-pdf.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');
const WIDTHS = [480, 960, 1600];
const WEBP = { quality: 62, alphaQuality: 80, effort: 6, smartSubsample: true };

const only = (process.argv.find((a) => a.startsWith('--only=')) ?? '').slice(7).split(',').filter(Boolean);
const wants = (part) => only.length === 0 || only.includes(part);

async function load(path) {
  const { module } = await runnerImport(join(ROOT, path), {
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': join(ROOT, 'src') } },
  });
  return module;
}

// ── deterministic randomness ─────────────────────────────────────────────────
function hashString(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function prng(seedText) {
  let a = hashString(seedText);
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}
const f = (n) => (Math.round(n * 10) / 10).toString();

// ── palettes ─────────────────────────────────────────────────────────────────
const SKIES = {
  morning: {
    sky: ['#6fb7e0', '#a9d8ee', '#fbe3c4'],
    sea: ['#1b7fa6', '#2aa9b9', '#46c9c4'],
    sun: '#fff4d6',
    sunY: 0.28,
    haze: '#b9d9e6',
    light: 1,
  },
  midday: {
    sky: ['#1f78c8', '#58a9e0', '#cdebf6'],
    sea: ['#0d6d9c', '#1aa3b8', '#49d3cb'],
    sun: '#ffffff',
    sunY: 0.1,
    haze: '#b8dcec',
    light: 1,
  },
  afternoon: {
    sky: ['#2d7fc0', '#79b9e2', '#e8f3f1'],
    sea: ['#0f6690', '#1f98b0', '#3fc2c0'],
    sun: '#fffbe8',
    sunY: 0.2,
    haze: '#c4e0ea',
    light: 1,
  },
  golden: {
    sky: ['#2b3f77', '#c9747a', '#ffcf86'],
    sea: ['#213e63', '#5b5c7a', '#b77b6c'],
    sun: '#ffe2a0',
    sunY: 0.86,
    haze: '#d89a86',
    light: 0.6,
  },
  dusk: {
    sky: ['#151f45', '#6b4b82', '#f08f64'],
    sea: ['#14233f', '#35395e', '#7a5566'],
    sun: '#ffc08a',
    sunY: 0.97,
    haze: '#9c6a7c',
    light: 0.45,
  },
  storm: {
    sky: ['#2f3a46', '#55626e', '#8d979e'],
    sea: ['#1f3440', '#2d4b58', '#4b6a72'],
    sun: '#d9dde0',
    sunY: -1,
    haze: '#76838b',
    light: 0.55,
  },
};

const HULLS = [
  { hull: '#f5f7f9', stripe: '#163d69' },
  { hull: '#f5f7f9', stripe: '#1597a5' },
  { hull: '#f2f2ee', stripe: '#2b2f36' },
  { hull: '#1b2c4a', stripe: '#c9a45c' },
  { hull: '#16375f', stripe: '#f5f7f9' },
  { hull: '#8e9aa6', stripe: '#1f2a36' },
  { hull: '#a9d6e6', stripe: '#163d69' },
  { hull: '#1a1d22', stripe: '#b6bcc4' },
  { hull: '#5f1f2c', stripe: '#e9e2d0' },
  { hull: '#1597a5', stripe: '#f5f7f9' },
  { hull: '#e9dfc9', stripe: '#163d69' },
];
const UPHOLSTERY = ['#f1ece2', '#e8e1d2', '#2c3e50', '#b8c4cc', '#c9b38f', '#274c5e', '#d9d2c5'];
const ACCENTS = ['#1597a5', '#c8553d', '#e0a458', '#163d69', '#6a8d73', '#b04a5a'];

function boatStyle(id) {
  const r = prng(`style:${id}`);
  const hull = r.pick(HULLS);
  return {
    ...hull,
    deck: '#f7f8f6',
    glass: r.pick(['#1d2a38', '#22303f', '#2a3a4c']),
    canvas: r.pick(['#f3f4f2', '#1f3550', '#2a2e33', '#d8d3c6']),
    engine: r.pick(['#f1f2f4', '#1b1d20', '#c9ccd1']),
    upholstery: r.pick(UPHOLSTERY),
    accent: r.pick(ACCENTS),
    wood: r.pick(['#b77a45', '#a0673a', '#c58d5a']),
  };
}

// ── boat silhouettes ─────────────────────────────────────────────────────────
// Unit space: the boat faces right, stern at x=0, bow at x=1000, waterline at y=0, up is negative.
// `height` is the tallest point in units, used to fit the boat in the frame.

function hullPath(stern, bow, opts = {}) {
  const { rake = 90, flare = 0.5, transomIn = 10, bottom = 8 } = opts;
  const bx = 1000;
  const wlBow = bx - rake;
  return `M ${-transomIn} ${-stern} C 300 ${-stern - 4} 650 ${-(stern + (bow - stern) * 0.55)} ${bx} ${-bow} C ${bx - rake * flare} ${-bow * 0.45} ${wlBow + 10} ${-8} ${wlBow - 30} ${bottom} L 20 ${bottom} L 0 ${bottom} Z`;
}

function hullLayers(s, stern, bow, opts = {}) {
  const path = hullPath(stern, bow, opts);
  const id = `h${Math.round(stern)}${Math.round(bow)}`;
  return `
  <clipPath id="${id}"><path d="${path}"/></clipPath>
  <path d="${path}" fill="${s.hull}"/>
  <g clip-path="url(#${id})">
    <rect x="-60" y="${-stern - 30}" width="1100" height="${(bow + 60) * 0.45}" fill="#ffffff" opacity="0.10"/>
    <path d="M -40 -30 L 1040 -46 L 1040 -22 L -40 -12 Z" fill="${s.stripe}"/>
    <path d="M -40 -8 L 1040 -18 L 1040 40 L -40 40 Z" fill="#0b1a2a" opacity="0.35"/>
  </g>`;
}

function windowBand(x1, x2, yTop, yBot, glass, slope = 0) {
  return `<path d="M ${x1} ${yBot} L ${x1 + 6} ${yTop} L ${x2 - slope} ${yTop} L ${x2} ${yBot} Z" fill="${glass}"/>`;
}

function rail(x1, x2, y1, y2, h = 26) {
  return `<path d="M ${x1} ${y1 - h} L ${x2} ${y2 - h}" stroke="#d9dee3" stroke-width="5" fill="none"/>`;
}

function outboards(s, count) {
  let out = '';
  for (let i = count - 1; i >= 0; i--) {
    const dx = -i * 12;
    const shade = i === 0 ? s.engine : '#7d858e';
    out += `<path d="M ${-20 + dx} -20 L ${-25 + dx} -118 Q ${-40 + dx} -150 ${-78 + dx} -142 L ${-92 + dx} -90 Q ${-96 + dx} -60 ${-70 + dx} -50 L ${-55 + dx} 12 L ${-35 + dx} 12 Z" fill="${shade}"/>`;
  }
  return out + `<rect x="-80" y="-112" width="46" height="8" fill="${s.accent}" opacity="0.8"/>`;
}

const BOATS = {
  'Center Console': (s, r) => {
    const engines = r.int(2, 3);
    return {
      height: 320,
      svg: `
      ${hullLayers(s, 72, 118, { rake: 120 })}
      ${outboards(s, engines)}
      ${rail(620, 975, -95, -116)}
      <path d="M 420 -75 L 430 -150 L 545 -150 L 590 -92 L 590 -75 Z" fill="${s.deck}"/>
      <path d="M 505 -148 L 545 -148 L 585 -96 L 545 -96 Z" fill="${s.glass}" opacity="0.9"/>
      <rect x="330" y="-118" width="70" height="44" rx="8" fill="${s.upholstery}"/>
      <path d="M 380 -300 L 600 -300 L 612 -284 L 372 -284 Z" fill="${s.canvas}"/>
      <path d="M 395 -286 L 420 -150 M 580 -286 L 560 -150" stroke="#cfd5db" stroke-width="8" fill="none"/>
      <path d="M 400 -300 L 120 -470 M 560 -300 L 300 -500" stroke="#c7ccd2" stroke-width="4" fill="none" opacity="0.9"/>
      <rect x="470" y="-325" width="60" height="25" rx="6" fill="#e6e9ec"/>`,
    };
  },
  'Sport Fishing': (s) => ({
    height: 620,
    svg: `
      ${hullLayers(s, 100, 195, { rake: 110 })}
      ${rail(700, 975, -150, -192, 20)}
      <path d="M 330 -100 L 345 -200 L 640 -212 L 740 -150 L 740 -128 Z" fill="${s.deck}"/>
      ${windowBand(360, 700, -188, -150, s.glass, 40)}
      <path d="M 380 -212 L 640 -212 L 650 -238 L 380 -238 Z" fill="${s.deck}"/>
      <path d="M 360 -312 L 660 -312 L 672 -298 L 352 -298 Z" fill="${s.canvas}"/>
      <path d="M 380 -300 L 390 -238 M 640 -300 L 630 -238" stroke="#cfd5db" stroke-width="7"/>
      <path d="M 430 -310 L 470 -560 M 600 -310 L 560 -560 M 455 -430 L 580 -430 M 440 -560 L 590 -560" stroke="#d4d9de" stroke-width="7" fill="none"/>
      <rect x="440" y="-575" width="150" height="16" fill="${s.canvas}"/>
      <path d="M 470 -500 L 60 -600 M 560 -500 L 260 -620" stroke="#c7ccd2" stroke-width="4" opacity="0.85"/>
      <rect x="40" y="-134" width="270" height="14" fill="${s.deck}" opacity="0.9"/>`,
  }),
  'Motor Yacht': (s) => ({
    height: 470,
    svg: `
      ${hullLayers(s, 150, 225, { rake: 140 })}
      <path d="M 150 -90 Q 420 -80 700 -100" stroke="${s.glass}" stroke-width="16" stroke-linecap="round" fill="none"/>
      <path d="M 180 -150 L 190 -268 L 720 -272 L 830 -200 L 830 -175 Z" fill="${s.deck}"/>
      ${windowBand(215, 780, -252, -195, s.glass, 55)}
      <path d="M 250 -272 L 265 -350 L 640 -352 L 720 -272 Z" fill="${s.deck}"/>
      ${windowBand(300, 660, -340, -292, s.glass, 45)}
      <path d="M 300 -352 L 312 -388 L 600 -388 L 620 -352 Z" fill="${s.hull === '#f5f7f9' || s.hull === '#f2f2ee' ? '#dfe4e8' : s.hull}"/>
      <path d="M 330 -440 L 610 -440 L 632 -424 L 322 -424 Z" fill="${s.canvas === '#f3f4f2' ? '#e7eaed' : s.canvas}"/>
      <path d="M 350 -424 L 360 -388 M 590 -424 L 580 -388" stroke="#cfd5db" stroke-width="8"/>
      <path d="M 470 -440 L 480 -470 L 520 -470 L 515 -440 Z" fill="#dfe4e8"/>
      ${rail(760, 990, -200, -225, 18)}`,
  }),
  'Express Cruiser': (s, r) => {
    const hardtop = r.chance(0.6);
    return {
      height: 260,
      svg: `
      ${hullLayers(s, 92, 135, { rake: 150 })}
      <path d="M 200 -55 Q 420 -48 560 -62" stroke="${s.glass}" stroke-width="9" stroke-linecap="round" fill="none"/>
      <path d="M 280 -92 L 300 -150 L 560 -160 L 680 -120 L 690 -100 Z" fill="${s.deck}"/>
      <path d="M 440 -154 L 560 -158 L 668 -120 L 500 -118 Z" fill="${s.glass}"/>
      ${hardtop ? `<path d="M 250 -210 L 520 -214 L 470 -156 L 440 -156 Z" fill="${s.canvas === '#f3f4f2' ? s.deck : s.canvas}"/><path d="M 270 -208 L 300 -150" stroke="#cfd5db" stroke-width="8"/>` : `<path d="M 300 -150 L 330 -200 L 470 -160" stroke="#cfd5db" stroke-width="6" fill="none"/>`}
      ${rail(700, 980, -120, -136, 16)}
      <rect x="-30" y="-14" width="40" height="16" fill="#cfd5db"/>`,
    };
  },
  Flybridge: (s) => ({
    height: 400,
    svg: `
      ${hullLayers(s, 130, 192, { rake: 130 })}
      <path d="M 200 -80 Q 420 -72 620 -88" stroke="${s.glass}" stroke-width="12" stroke-linecap="round" fill="none"/>
      <path d="M 230 -130 L 242 -245 L 650 -250 L 770 -170 L 770 -150 Z" fill="${s.deck}"/>
      ${windowBand(265, 720, -230, -172, s.glass, 50)}
      <path d="M 300 -250 L 310 -282 L 600 -284 L 640 -250 Z" fill="${s.deck}"/>
      <path d="M 290 -372 L 600 -372 L 620 -356 L 282 -356 Z" fill="${s.canvas}"/>
      <path d="M 310 -356 L 318 -284 M 585 -356 L 575 -284" stroke="#cfd5db" stroke-width="7"/>
      <path d="M 440 -372 L 448 -405 L 490 -405 L 494 -372 Z" fill="#dfe4e8"/>
      ${rail(700, 985, -170, -192, 18)}`,
  }),
  Catamaran: (s, r, ctx) => {
    const power = /power/i.test(ctx.model);
    const back = `<g transform="translate(60 -28)" opacity="0.9"><path d="${hullPath(130, 140, { rake: 40 })}" fill="#c9d1d8"/></g>`;
    const hull = `${hullLayers(s, 130, 140, { rake: 40, transomIn: 0 })}
      <path d="M 60 -60 L 960 -60" stroke="${s.glass}" stroke-width="8" opacity="0.5"/>`;
    const house = `<path d="M 180 -130 L 190 -262 L 700 -262 L 790 -150 L 790 -130 Z" fill="${s.deck}"/>
      ${windowBand(240, 760, -245, -175, s.glass, 60)}
      <path d="M 150 -262 L 700 -262 L 700 -276 L 150 -276 Z" fill="${s.deck}"/>`;
    if (power) {
      return {
        height: 440,
        svg: `${back}${hull}${house}
        <path d="M 260 -420 L 600 -420 L 618 -404 L 250 -404 Z" fill="${s.canvas}"/>
        <path d="M 280 -404 L 290 -276 M 585 -404 L 575 -276" stroke="#cfd5db" stroke-width="7"/>
        ${rail(720, 990, -140, -140, 22)}`,
      };
    }
    const sailing = ctx.sailing;
    const sails = sailing
      ? `<path d="M 505 -300 L 140 -305 Q 300 -700 500 -1120 L 420 -1115 Z" fill="#f7f7f2"/>
         <path d="M 505 -300 L 140 -305 Q 300 -700 500 -1120 Z" fill="#f7f7f2"/>
         <path d="M 505 -300 L 140 -305 Q 300 -700 500 -1120" fill="none" stroke="#d7d8d2" stroke-width="4"/>
         <path d="M 520 -1040 Q 820 -560 985 -145 L 600 -300 Z" fill="#eef0ea"/>`
      : `<rect x="150" y="-318" width="360" height="30" rx="14" fill="${s.canvas === '#f3f4f2' ? '#1f3550' : s.canvas}"/>`;
    return {
      height: 1160,
      svg: `${back}${hull}${house}
        <path d="M 510 -262 L 510 -1140" stroke="#cfd5db" stroke-width="12"/>
        <path d="M 510 -1140 L 990 -145 M 510 -1140 L 60 -140" stroke="#aab2ba" stroke-width="2.5"/>
        ${sails}
        ${rail(760, 990, -140, -140, 22)}`,
    };
  },
  Sailboat: (s, r, ctx) => {
    const sailing = ctx.sailing;
    const sails = sailing
      ? `<path d="M 552 -170 L 130 -180 Q 330 -700 548 -1230 Z" fill="#f7f7f2"/>
         <path d="M 552 -170 L 130 -180 Q 330 -700 548 -1230" fill="none" stroke="#d7d8d2" stroke-width="4"/>
         <path d="M 575 -1150 Q 860 -640 985 -125 L 700 -150 Z" fill="#eef0ea"/>`
      : `<rect x="130" y="-205" width="430" height="34" rx="16" fill="${s.canvas === '#f3f4f2' ? '#1f3550' : s.canvas}"/>
         <path d="M 575 -1150 L 975 -120" stroke="#cfd5db" stroke-width="14" opacity="0.95"/>`;
    return {
      height: 1260,
      svg: `
      ${hullLayers(s, 78, 110, { rake: 170, flare: 0.2, transomIn: -40 })}
      <path d="M 330 -82 L 350 -135 L 640 -140 L 700 -95 Z" fill="${s.deck}"/>
      ${windowBand(380, 640, -128, -108, s.glass, 20)}
      <path d="M 560 -140 L 560 -1250" stroke="#cfd5db" stroke-width="13"/>
      <path d="M 560 -1250 L 985 -115 M 560 -1250 L -30 -80" stroke="#aab2ba" stroke-width="2.5"/>
      ${sails}
      ${rail(650, 990, -98, -112, 22)}
      <circle cx="150" cy="-118" r="26" fill="none" stroke="#cfd5db" stroke-width="6"/>`,
    };
  },
};

function drawBoat(type, style, r, ctx) {
  const draw = BOATS[type] ?? BOATS['Motor Yacht'];
  return draw(style, r, ctx);
}

// ── scenery ──────────────────────────────────────────────────────────────────
function skyAndSea({ W, H, horizon, pal, id }) {
  return `
  <defs>
    <linearGradient id="sky${id}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${pal.sky[0]}"/><stop offset="0.6" stop-color="${pal.sky[1]}"/><stop offset="1" stop-color="${pal.sky[2]}"/>
    </linearGradient>
    <linearGradient id="sea${id}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${pal.sea[0]}"/><stop offset="0.45" stop-color="${pal.sea[1]}"/><stop offset="1" stop-color="${pal.sea[2]}"/>
    </linearGradient>
    <radialGradient id="glow${id}"><stop offset="0" stop-color="${pal.sun}" stop-opacity="0.9"/><stop offset="0.25" stop-color="${pal.sun}" stop-opacity="0.35"/><stop offset="1" stop-color="${pal.sun}" stop-opacity="0"/></radialGradient>
    <filter id="soft${id}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${f(W / 260)}"/></filter>
  </defs>
  <rect width="${W}" height="${horizon + 2}" fill="url(#sky${id})"/>
  <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea${id})"/>`;
}

function sunAndClouds({ W, horizon, pal, r, id, drift = 0 }) {
  let out = '';
  if (pal.sunY >= 0) {
    const sx = W * r.range(0.15, 0.85);
    const sy = pal.sunY > 0.5 ? horizon - (1 - pal.sunY) * horizon * 0.9 : horizon * pal.sunY + 60;
    out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(W * 0.22)}" fill="url(#glow${id})"/>`;
    out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(W * (pal.sunY > 0.5 ? 0.035 : 0.025))}" fill="${pal.sun}"/>`;
    out += `<!--sun:${f(sx)}-->`;
  }
  const clouds = pal === SKIES.storm ? 9 : r.int(2, 5);
  for (let i = 0; i < clouds; i++) {
    const cx = r.range(-0.05, 1.05) * W + drift * (i % 2 ? 1 : -1);
    const cy = r.range(0.12, 0.7) * horizon;
    const w = r.range(0.12, 0.3) * W;
    const color = pal === SKIES.storm ? '#3d4853' : pal.light < 1 ? '#f6c6a6' : '#ffffff';
    const op = pal === SKIES.storm ? 0.8 : r.range(0.45, 0.8);
    out += `<g filter="url(#soft${id})" opacity="${f(op * 10) / 10}" fill="${color}">
      <ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w / 2)}" ry="${f(w / 10)}"/>
      <ellipse cx="${f(cx - w * 0.15)}" cy="${f(cy - w * 0.06)}" rx="${f(w / 5)}" ry="${f(w / 9)}"/>
      <ellipse cx="${f(cx + w * 0.12)}" cy="${f(cy - w * 0.08)}" rx="${f(w / 4)}" ry="${f(w / 8)}"/>
    </g>`;
  }
  return out;
}

function sunX(svg) {
  const m = /<!--sun:([\d.]+)-->/.exec(svg);
  return m ? Number(m[1]) : null;
}

function palm(x, y, s, color) {
  const top = y - 90 * s;
  const lean = 18 * s;
  let fronds = '';
  for (const [dx, dy] of [
    [-60, 14],
    [-45, 30],
    [55, 16],
    [42, 32],
    [-10, -20],
    [20, -16],
  ]) {
    fronds += `<path d="M ${f(x + lean)} ${f(top)} q ${f(dx * s * 0.5)} ${f((dy - 20) * s * 0.5)} ${f(dx * s)} ${f(dy * s)}" stroke="${color}" stroke-width="${f(7 * s)}" fill="none" stroke-linecap="round"/>`;
  }
  return `<path d="M ${f(x)} ${f(y)} Q ${f(x + lean * 0.2)} ${f(y - 50 * s)} ${f(x + lean)} ${f(top)}" stroke="${color}" stroke-width="${f(5 * s)}" fill="none"/>${fronds}`;
}

function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function landscape({ W, horizon, pal, r, location }) {
  const florida = /, FL$/.test(location);
  const land = mix('#2f5a45', pal.haze, pal.light < 1 ? 0.55 : 0.45);
  const far = mix(land, pal.haze, 0.45);
  let out = '';
  if (florida) {
    const tall = /Miami|Fort Lauderdale/.test(location) ? 1 : 0.5;
    let x = r.range(-0.1, 0.3) * W;
    const end = x + r.range(0.45, 0.8) * W;
    let d = `M ${f(x)} ${horizon}`;
    while (x < end) {
      const bw = r.range(0.012, 0.035) * W;
      const bh = r.range(0.01, 0.085) * tall * W;
      d += ` L ${f(x)} ${f(horizon - bh)} L ${f(x + bw)} ${f(horizon - bh)}`;
      x += bw + r.range(0, 0.01) * W;
    }
    d += ` L ${f(x)} ${horizon} Z`;
    out += `<path d="${d}" fill="${far}" opacity="0.85"/>`;
    out += `<path d="M ${f(x - W * 0.05)} ${horizon} q ${f(W * 0.15)} ${f(-W * 0.012)} ${f(W * 0.35)} 0 Z" fill="${land}"/>`;
  } else {
    const n = r.int(1, 3);
    for (let i = 0; i < n; i++) {
      const x = r.range(-0.2, 0.85) * W;
      const w = r.range(0.2, 0.5) * W;
      const h = r.range(0.008, 0.022) * W;
      const color = i === 0 ? far : land;
      out += `<path d="M ${f(x)} ${horizon + 1} C ${f(x + w * 0.2)} ${f(horizon - h)} ${f(x + w * 0.45)} ${f(horizon - h * 1.3)} ${f(x + w * 0.6)} ${f(horizon - h)} S ${f(x + w * 0.9)} ${f(horizon - h * 0.4)} ${f(x + w)} ${horizon + 1} Z" fill="${color}"/>`;
      if (i === n - 1) {
        const palms = r.int(2, 5);
        for (let p = 0; p < palms; p++) {
          out += palm(x + w * r.range(0.2, 0.8), horizon - h * 0.8, (W / 1600) * r.range(0.35, 0.55), land);
        }
      }
    }
    if (/Nassau|Paradise Island/.test(location) && r.chance(0.6)) {
      const lx = r.range(0.05, 0.95) * W;
      const s = W / 1600;
      out += `<path d="M ${f(lx - 9 * s)} ${horizon} L ${f(lx - 6 * s)} ${f(horizon - 60 * s)} L ${f(lx + 6 * s)} ${f(horizon - 60 * s)} L ${f(lx + 9 * s)} ${horizon} Z" fill="${mix('#f4f1ea', pal.haze, 0.35)}"/><rect x="${f(lx - 8 * s)}" y="${f(horizon - 70 * s)}" width="${f(16 * s)}" height="${f(10 * s)}" fill="${mix('#b8463c', pal.haze, 0.35)}"/>`;
    }
  }
  return out;
}

function shallows({ W, H, horizon, pal, r, location }) {
  if (/, FL$/.test(location) || pal.light < 1) return '';
  let out = '';
  for (let i = 0; i < 3; i++) {
    const cx = r.range(0, 1) * W;
    const cy = horizon + (H - horizon) * r.range(0.35, 0.95);
    out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(W * r.range(0.15, 0.35))}" ry="${f((H - horizon) * r.range(0.04, 0.1))}" fill="#8be8dc" opacity="0.22"/>`;
  }
  return out;
}

/** Ripples: light and dark short strokes, thinner and denser towards the horizon. `phase` animates them (video). */
function ripples({ W, H, horizon, pal, r, count = 90, phase = null }) {
  let light = '';
  let dark = '';
  for (let i = 0; i < count; i++) {
    const depth = r.next() ** 1.6;
    const y = horizon + 6 + depth * (H - horizon - 10);
    const len = (0.01 + depth * 0.06) * W * r.range(0.5, 1.3);
    const amp = r.range(6, 24) * (0.3 + depth);
    const ph = r.range(0, Math.PI * 2);
    const x0 = r.range(-0.05, 1) * W;
    const x = phase === null ? x0 : x0 + amp * Math.sin(phase + ph);
    const w = f(1 + depth * 4 * (W / 1600));
    const seg = ` M ${f(x)} ${f(y)} h ${f(len)}`;
    if (i % 3 === 0) dark += seg;
    else light += seg;
    void w;
  }
  const lightColor = pal.light < 1 ? '#ffd9b0' : '#e9fbff';
  return `<path d="${light}" stroke="${lightColor}" stroke-opacity="0.35" stroke-width="${f((3 * W) / 1600)}" stroke-linecap="round" fill="none"/>
  <path d="${dark}" stroke="#0a3552" stroke-opacity="0.18" stroke-width="${f((3 * W) / 1600)}" stroke-linecap="round" fill="none"/>`;
}

function glitter({ W, H, horizon, pal, r, sx, phase = null, count = 40 }) {
  if (sx === null) return '';
  let out = '';
  for (let i = 0; i < count; i++) {
    const depth = r.next() ** 1.3;
    const y = horizon + 4 + depth * (H - horizon) * 0.9;
    const spread = (0.03 + depth * 0.16) * W;
    const x = sx + r.range(-1, 1) * spread;
    const len = (0.006 + depth * 0.03) * W;
    const ph = r.range(0, Math.PI * 2);
    const freq = r.int(1, 3);
    const op = phase === null ? r.range(0.35, 0.9) : 0.15 + 0.75 * (0.5 + 0.5 * Math.sin(phase * freq + ph));
    out += `<path d="M ${f(x)} ${f(y)} h ${f(len)}" stroke="${pal.sun}" stroke-opacity="${f(op * 100) / 100}" stroke-width="${f(((1.5 + depth * 3) * W) / 1600)}" stroke-linecap="round"/>`;
  }
  return out;
}

function wake({ r }) {
  let foam = '';
  for (let i = 0; i < 26; i++) {
    const x = -r.range(40, 950);
    const spread = 10 + (-x / 950) * 60;
    foam += `<ellipse cx="${f(x)}" cy="${f(r.range(-spread * 0.3, spread * 0.6))}" rx="${f(r.range(30, 90))}" ry="${f(r.range(5, 14))}" fill="#ffffff" opacity="${f(r.range(0.35, 0.8) * 100) / 100}"/>`;
  }
  return `<path d="M 40 -20 C -200 -40 -600 -30 -1000 -10 L -1000 40 C -600 50 -200 40 40 20 Z" fill="#ffffff" opacity="0.55"/>
    ${foam}
    <path d="M 820 -10 Q 880 -60 960 -30 Q 900 10 840 14 Z" fill="#ffffff" opacity="0.8"/>
    <ellipse cx="500" cy="8" rx="520" ry="14" fill="#ffffff" opacity="0.55"/>`;
}

/** Exterior scene: sky, sea, islands or skyline, the boat and its reflection. */
function exteriorScene({ W, H, boat, style, view, seed, time, phase = null, extra = '', size = 1, at = null }) {
  const r = prng(`${seed}:${view}`);
  const pal = SKIES[time];
  const id = 's';
  const horizon = Math.round(H * (view === 'sunset' ? 0.58 : r.range(0.46, 0.54)));
  const sailing = view === 'running';
  const br = prng(`shape:${boat.id}`);
  const shape = drawBoat(boat.type, style, br, { model: boat.model, sailing });
  const dir = r.chance(0.5) ? 1 : -1;
  const wl = horizon + (H - horizon) * (view === 'sunset' ? 0.45 : 0.55);
  // Sized against a 4:3 frame so wider frames (covers, video) keep the same boat-to-sea proportion.
  const frac = (view === 'sunset' ? 0.52 : view === 'running' ? 0.66 : 0.72) * size * Math.min(1, H / W / 0.75);
  const maxLen = ((wl - H * 0.07) * 1000) / shape.height;
  const len = Math.min(W * frac, maxLen * size);
  const cx = W * (at ?? 0.5 + r.range(-0.06, 0.06));
  const bob = phase === null ? 0 : Math.sin(phase) * H * 0.004;
  const roll = phase === null ? 0 : Math.sin(phase + 1.2) * 0.6;
  const pitch = sailing ? -2 : 0;
  const sc = len / 1000;
  const place = `translate(${f(cx - (dir * len) / 2)} ${f(wl + bob)}) scale(${f(dir * sc * 1000) / 1000} ${f(sc * 1000) / 1000}) rotate(${pitch + roll})`;
  const sunDark = pal.light < 1;
  const sky = sunAndClouds({ W, horizon, pal, r, id, drift: phase === null ? 0 : Math.sin(phase) * 12 });
  const sx = sunX(sky);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${skyAndSea({ W, H, horizon, pal, id })}
  <defs>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <mask id="rmask" maskUnits="userSpaceOnUse" x="0" y="${f(wl)}" width="${W}" height="${f(H - wl)}"><rect x="0" y="${f(wl)}" width="${W}" height="${f(Math.min(H - wl, len * 0.3))}" fill="url(#fade)"/></mask>
    <filter id="dusk" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0.5 0 0 0 0.07  0 0.42 0 0 0.04  0 0 0.45 0 0.07  0 0 0 1 0"/></filter>
    <g id="boat" transform="${place}">${shape.svg}</g>
  </defs>
  ${sky}
  ${landscape({ W, horizon, pal, r, location: boat.location })}
  ${shallows({ W, H, horizon, pal, r, location: boat.location })}
  ${ripples({ W, H, horizon, pal, r: prng(`${seed}:rip`), phase })}
  ${glitter({ W, H, horizon, pal, r: prng(`${seed}:glit`), sx, phase })}
  <g mask="url(#rmask)" opacity="0.32"${sunDark ? ' filter="url(#dusk)"' : ''}><use href="#boat" transform="matrix(1 0 0 -1 0 ${f(2 * (wl + bob))})"/></g>
  ${sailing && !/Sailboat|Catamaran/.test(boat.type) ? `<g transform="${place}">${wake({ r })}</g>` : ''}
  ${sailing && /Sailboat|Catamaran/.test(boat.type) ? `<g transform="${place}"><ellipse cx="450" cy="6" rx="620" ry="14" fill="#fff" opacity="0.5"/><path d="M 0 0 C -300 -10 -600 0 -900 10" stroke="#fff" stroke-width="12" opacity="0.45" fill="none"/></g>` : ''}
  <g${sunDark ? ' filter="url(#dusk)"' : ''}><use href="#boat"/></g>
  <ellipse cx="${f(cx)}" cy="${f(wl + bob + 4)}" rx="${f(len * 0.5)}" ry="${f(len * 0.012)}" fill="#ffffff" opacity="0.25"/>
  ${extra}
</svg>`;
}

// ── detail compositions (4:3 at 1600x1200) ──────────────────────────────────
function windowView({ x, y, w, h, pal, r, location, id }) {
  const horizon = y + h * r.range(0.45, 0.6);
  const W = 1600;
  const clipId = `win${id}`;
  return `<clipPath id="${clipId}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>
  <g clip-path="url(#${clipId})">
    <rect x="${x}" y="${y}" width="${w}" height="${horizon - y + 1}" fill="url(#skyd)"/>
    <rect x="${x}" y="${horizon}" width="${w}" height="${y + h - horizon}" fill="url(#sead)"/>
    ${landscape({ W, horizon, pal, r, location })}
    ${ripples({ W, H: y + h, horizon, pal, r, count: 40 })}
  </g>`;
}

function detailDefs(pal) {
  return `<defs>
    <linearGradient id="skyd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.sky[0]}"/><stop offset="1" stop-color="${pal.sky[2]}"/></linearGradient>
    <linearGradient id="sead" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.sea[0]}"/><stop offset="1" stop-color="${pal.sea[2]}"/></linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
    <linearGradient id="warm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6e6" stop-opacity="0.5"/><stop offset="1" stop-color="#fff6e6" stop-opacity="0"/></linearGradient>
  </defs>`;
}

function chartScreen(x, y, w, h, r) {
  let land = '';
  for (let i = 0; i < 4; i++) {
    const cx = x + r.range(0.1, 0.9) * w;
    const cy = y + r.range(0.15, 0.85) * h;
    land += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r.range(0.05, 0.22) * w)}" ry="${f(r.range(0.04, 0.12) * h)}" fill="#e8d7a8" transform="rotate(${f(r.range(-40, 40))} ${f(cx)} ${f(cy)})"/>`;
  }
  return `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="14" fill="#0d1116"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#7cc6e6"/>
    <clipPath id="c${Math.round(x)}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>
    <g clip-path="url(#c${Math.round(x)})">${land}
      <path d="M ${x + w * 0.1} ${y + h * 0.9} L ${x + w * 0.45} ${y + h * 0.5} L ${x + w * 0.8} ${y + h * 0.35}" stroke="#d33c3c" stroke-width="4" fill="none" stroke-dasharray="10 6"/>
      <rect x="${x}" y="${y}" width="${w}" height="${h * 0.1}" fill="#1b2430"/>
      <rect x="${x + w * 0.78}" y="${y + h * 0.1}" width="${w * 0.22}" height="${h * 0.9}" fill="#1b2430" opacity="0.85"/>
    </g>`;
}

function helmScene({ boat, style, seed, time }) {
  const r = prng(`${seed}:helm`);
  const pal = SKIES[time];
  const dash =
    style.hull === '#f5f7f9' || style.hull === '#f2f2ee' || style.hull === '#e9dfc9' ? '#2a323c' : style.hull;
  const wheelX = r.range(560, 820);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">
  ${detailDefs(pal)}
  ${windowView({ x: 0, y: 0, w: 1600, h: 760, pal, r, location: boat.location, id: 'h' })}
  <path d="M 0 0 L 1600 0 L 1600 120 Q 800 60 0 120 Z" fill="${style.canvas === '#f3f4f2' ? '#e7e8e4' : style.canvas}"/>
  <path d="M 0 120 L 140 120 L 40 700 L 0 700 Z" fill="#1c232b"/>
  <path d="M 1600 120 L 1460 120 L 1560 700 L 1600 700 Z" fill="#1c232b"/>
  <path d="M 140 120 Q 800 70 1460 120" stroke="#1c232b" stroke-width="26" fill="none"/>
  <path d="M 0 640 Q 800 540 1600 640 L 1600 1200 L 0 1200 Z" fill="${dash}"/>
  <path d="M 0 640 Q 800 540 1600 640 L 1600 700 Q 800 600 0 700 Z" fill="#000" opacity="0.25"/>
  ${chartScreen(260, 700, 420, 260, r)}
  ${chartScreen(930, 700, 420, 260, prng(`${seed}:helm2`))}
  <rect x="0" y="640" width="1600" height="560" fill="url(#shade)"/>
  <circle cx="${f(wheelX)}" cy="1130" r="260" fill="none" stroke="#14181d" stroke-width="34"/>
  <circle cx="${f(wheelX)}" cy="1130" r="260" fill="none" stroke="#3a434d" stroke-width="6" stroke-dasharray="30 40"/>
  <path d="M ${f(wheelX)} 1130 L ${f(wheelX - 250)} 1060 M ${f(wheelX)} 1130 L ${f(wheelX + 250)} 1060 M ${f(wheelX)} 1130 L ${f(wheelX)} 870" stroke="#c7ccd2" stroke-width="18" stroke-linecap="round"/>
  <circle cx="${f(wheelX)}" cy="1130" r="60" fill="#c7ccd2"/><circle cx="${f(wheelX)}" cy="1130" r="30" fill="#14181d"/>
  <g transform="translate(1400 1000)"><path d="M -20 160 L -10 -40 M 40 160 L 60 -30" stroke="#c7ccd2" stroke-width="16" stroke-linecap="round"/><circle cx="-10" cy="-50" r="26" fill="#14181d"/><circle cx="60" cy="-40" r="26" fill="#14181d"/></g>
  <ellipse cx="820" cy="640" rx="70" ry="36" fill="#1a2026"/><ellipse cx="820" cy="628" rx="52" ry="28" fill="#42576b" opacity="0.9"/>
  <path d="M 0 1120 Q 200 1060 420 1110 L 420 1200 L 0 1200 Z" fill="${style.upholstery}"/>
</svg>`;
}

function deckScene({ boat, style, seed, time }) {
  const r = prng(`${seed}:deck`);
  const pal = SKIES[time];
  const sail = boat.type === 'Sailboat' || boat.type === 'Catamaran';
  const fishing = boat.type === 'Sport Fishing' || boat.type === 'Center Console';
  const vx = 800;
  const vy = 560;
  let planks = '';
  for (let i = -14; i <= 14; i++) planks += ` M ${vx + i * 34} ${vy + 40} L ${vx + i * 150} 1200`;
  const gunwale = style.hull === '#f5f7f9' || style.hull === '#f2f2ee' ? '#eef1f3' : style.hull;
  const chair = fishing
    ? `<g transform="translate(800 900)"><rect x="-24" y="40" width="48" height="220" fill="#c7ccd2"/><path d="M -150 40 Q 0 -10 150 40 L 130 90 L -130 90 Z" fill="${style.upholstery}"/><path d="M -120 -180 L 120 -180 L 140 40 L -140 40 Z" fill="${style.upholstery}"/><path d="M -120 -180 L 120 -180" stroke="#fff" stroke-width="6" opacity="0.4"/></g>
       <path d="M 360 700 L 250 260 M 420 690 L 380 240 M 1240 700 L 1350 260 M 1180 690 L 1230 240" stroke="#2a2e33" stroke-width="8" stroke-linecap="round"/>`
    : sail
      ? `<g transform="translate(800 1010)"><circle r="180" fill="none" stroke="#c7ccd2" stroke-width="22"/><path d="M 0 -180 L 0 180 M -180 0 L 180 0" stroke="#c7ccd2" stroke-width="10"/><circle r="34" fill="#c7ccd2"/></g>
         <g fill="#c7ccd2"><ellipse cx="330" cy="720" rx="46" ry="30"/><ellipse cx="1270" cy="720" rx="46" ry="30"/></g>`
      : `<rect x="590" y="830" width="420" height="30" rx="8" fill="${style.wood}"/><rect x="640" y="860" width="24" height="180" fill="#c7ccd2"/><rect x="936" y="860" width="24" height="180" fill="#c7ccd2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">
  ${detailDefs(pal)}
  ${windowView({ x: 0, y: 0, w: 1600, h: 700, pal, r, location: boat.location, id: 'd' })}
  <path d="M 0 600 L 1600 600 L 1600 1200 L 0 1200 Z" fill="${style.wood}"/>
  <path d="${planks}" stroke="#3b2616" stroke-opacity="0.35" stroke-width="3"/>
  <path d="M 0 600 L 1600 600 L 1600 640 L 0 640 Z" fill="${gunwale}"/>
  <path d="M 0 640 L 300 640 L 0 1100 Z" fill="${gunwale}"/>
  <path d="M 1600 640 L 1300 640 L 1600 1100 Z" fill="${gunwale}"/>
  <path d="M 0 700 L 230 660 L 230 720 L 0 830 Z" fill="${style.upholstery}"/>
  <path d="M 1600 700 L 1370 660 L 1370 720 L 1600 830 Z" fill="${style.upholstery}"/>
  <path d="M 0 540 L 1600 540" stroke="#d9dee3" stroke-width="10"/>
  <path d="M 200 540 L 200 600 M 600 540 L 600 600 M 1000 540 L 1000 600 M 1400 540 L 1400 600" stroke="#d9dee3" stroke-width="8"/>
  <rect x="0" y="600" width="1600" height="600" fill="url(#shade)"/>
  ${chair}
  <rect x="0" y="0" width="1600" height="70" fill="${style.canvas === '#f3f4f2' ? '#e7e8e4' : style.canvas}"/>
</svg>`;
}

function salonScene({ boat, style, seed, time }) {
  const r = prng(`${seed}:salon`);
  const pal = SKIES[time];
  const wall = r.pick(['#efe7da', '#f3efe8', '#e6ddd0', '#ece8e1']);
  const floor = r.pick(['#8a5a36', '#a26f45', '#6f4a2f', '#c4a27c']);
  const sofa =
    style.upholstery === '#2c3e50' || style.upholstery === '#274c5e'
      ? style.upholstery
      : r.pick(['#e9e3d8', '#d8d0c2', style.upholstery]);
  const pillow = style.accent;
  const panes = [
    [120, 200, 420, 380],
    [590, 200, 420, 380],
    [1060, 200, 420, 380],
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">
  ${detailDefs(pal)}
  <rect width="1600" height="1200" fill="${wall}"/>
  <rect width="1600" height="120" fill="#f8f6f2"/>
  <rect x="0" y="112" width="1600" height="10" fill="#fff3d6" opacity="0.9"/>
  ${panes.map(([x, y, w, h], i) => `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" rx="18" fill="#2b3035"/>${windowView({ x, y, w, h, pal, r: prng(`${seed}:pane`), location: boat.location, id: `p${i}` })}`).join('')}
  <rect x="0" y="760" width="1600" height="440" fill="${floor}"/>
  <path d="${Array.from({ length: 10 }, (_, i) => `M 0 ${800 + i * 44} L 1600 ${800 + i * 44}`).join(' ')}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>
  <ellipse cx="800" cy="1010" rx="620" ry="120" fill="${r.pick(['#d9d2c4', '#cfd8dc', '#e8e2d6'])}" opacity="0.9"/>
  <rect x="120" y="640" width="980" height="190" rx="40" fill="${sofa}"/>
  <rect x="120" y="760" width="980" height="110" rx="30" fill="${sofa}"/>
  <rect x="120" y="760" width="980" height="110" rx="30" fill="#000" opacity="0.08"/>
  <rect x="1030" y="640" width="140" height="420" rx="40" fill="${sofa}"/>
  <rect x="200" y="600" width="160" height="130" rx="30" fill="${pillow}" transform="rotate(-6 280 665)"/>
  <rect x="820" y="600" width="160" height="130" rx="30" fill="${pillow}" transform="rotate(5 900 665)"/>
  <rect x="520" y="612" width="150" height="120" rx="28" fill="#f7f4ee" transform="rotate(-3 595 672)"/>
  <rect x="430" y="930" width="520" height="34" rx="10" fill="${style.wood}"/>
  <rect x="470" y="964" width="26" height="120" fill="#6b5440"/><rect x="884" y="964" width="26" height="120" fill="#6b5440"/>
  <circle cx="600" cy="915" r="26" fill="#f1f1f1"/><rect x="700" y="890" width="120" height="40" rx="6" fill="${style.accent}" opacity="0.8"/>
  <g transform="translate(1380 760)"><rect x="-60" y="0" width="120" height="150" rx="18" fill="#e8e3da"/><path d="M 0 0 Q -80 -160 -120 -220 M 0 0 Q 10 -200 40 -260 M 0 0 Q 80 -140 130 -180" stroke="#3f6b4f" stroke-width="22" fill="none" stroke-linecap="round"/></g>
  <rect width="1600" height="1200" fill="url(#warm)"/>
</svg>`;
}

// ── output helpers ───────────────────────────────────────────────────────────
function ensureDir(path) {
  mkdirSync(path, { recursive: true });
}

async function writeWebpSet(svg, dir, name, { heightRatio }) {
  ensureDir(dir);
  const base = sharp(Buffer.from(svg), { density: 72 });
  const master = await base
    .resize(1600, Math.round(1600 * heightRatio))
    .png()
    .toBuffer();
  for (const width of WIDTHS) {
    const quality = width === 480 ? WEBP.quality + 6 : width === 960 ? WEBP.quality : WEBP.quality - 4;
    await sharp(master)
      .resize(width, Math.round(width * heightRatio))
      .webp({ ...WEBP, quality })
      .toFile(join(dir, `${name}-${width}.webp`));
  }
  return master;
}

function timeFor(view, r) {
  if (view === 'sunset') return r.pick(['golden', 'dusk']);
  if (view === 'running') return r.pick(['midday', 'afternoon', 'morning']);
  return r.pick(['midday', 'midday', 'morning', 'afternoon']);
}

// ── boats ────────────────────────────────────────────────────────────────────
async function generateBoats(boats, views) {
  const dir = join(PUBLIC, 'media', 'boats');
  rmSync(dir, { recursive: true, force: true });
  const pattern = new RegExp(`^/media/boats/(.+)-(${views.join('|')})-960\\.webp$`);
  let count = 0;
  for (const boat of boats) {
    const style = boatStyle(boat.id);
    for (const image of boat.images) {
      const m = pattern.exec(image.url);
      if (!m) throw new Error(`Unexpected image url ${image.url} for ${boat.id}`);
      const [, slug, view] = m;
      const seed = `${boat.id}:${view}`;
      const time = timeFor(view, prng(`time:${seed}`));
      const args = { W: 1600, H: 1200, boat, style, view, seed, time };
      const svg =
        view === 'helm'
          ? helmScene(args)
          : view === 'deck'
            ? deckScene(args)
            : view === 'salon'
              ? salonScene(args)
              : exteriorScene(args);
      await writeWebpSet(svg, dir, `${slug}-${view}`, { heightRatio: 0.75 });
      count++;
    }
  }
  console.log(`boats: ${count} images x ${WIDTHS.length} widths`);
}

// ── blog covers (16:9) ───────────────────────────────────────────────────────
/** Cover look per post: which boat, time of day and view. Unknown slugs get a seeded choice. */
const COVER_THEMES = {
  'bahamas-boat-buying-guide': { type: 'Motor Yacht', time: 'golden', view: 'sunset', location: 'Nassau, Bahamas' },
  'hurricane-season-boat-preparation': {
    type: 'Sport Fishing',
    time: 'storm',
    view: 'profile',
    location: 'Nassau, Bahamas',
  },
  'bahamas-import-duty-and-cruising-permits': {
    type: 'Flybridge',
    time: 'morning',
    view: 'profile',
    location: 'Bimini, Bahamas',
  },
  'day-trips-from-nassau-rose-island-exuma': {
    type: 'Center Console',
    time: 'midday',
    view: 'running',
    location: 'Exuma, Bahamas',
  },
  'sea-trials-and-marine-surveys-explained': {
    type: 'Express Cruiser',
    time: 'afternoon',
    view: 'running',
    location: 'Nassau, Bahamas',
  },
  'center-console-vs-express-cruiser': {
    type: 'Center Console',
    time: 'morning',
    view: 'profile',
    location: 'Paradise Island, Bahamas',
  },
  'selling-your-boat-in-the-bahamas': {
    type: 'Flybridge',
    time: 'afternoon',
    view: 'profile',
    location: 'Nassau, Bahamas',
  },
  'bahamas-fishing-calendar': { type: 'Sport Fishing', time: 'morning', view: 'running', location: 'Bimini, Bahamas' },
  'nassau-marina-guide': { type: 'Motor Yacht', time: 'dusk', view: 'sunset', location: 'Nassau, Bahamas' },
  'first-time-charter-tips-nassau': { type: 'Catamaran', time: 'midday', view: 'running', location: 'Exuma, Bahamas' },
  'crossing-the-gulf-stream-to-bimini': {
    type: 'Sport Fishing',
    time: 'morning',
    view: 'running',
    location: 'Miami, FL',
  },
  'catamaran-ownership-in-the-exumas': {
    type: 'Catamaran',
    time: 'afternoon',
    view: 'profile',
    location: 'George Town, Exuma, Bahamas',
  },
  'tournament-boats-exclusive-bahamas': {
    type: 'Center Console',
    time: 'midday',
    view: 'running',
    location: 'Nassau, Bahamas',
  },
  'eleuthera-and-harbour-island-by-boat': {
    type: 'Sailboat',
    time: 'morning',
    view: 'profile',
    location: 'Harbour Island, Bahamas',
  },
};

async function generateBlogCovers(posts, fallbackSlug) {
  const dir = join(PUBLIC, 'media', 'blog');
  rmSync(dir, { recursive: true, force: true });
  const types = [
    'Center Console',
    'Sport Fishing',
    'Motor Yacht',
    'Express Cruiser',
    'Flybridge',
    'Catamaran',
    'Sailboat',
  ];
  const names = new Set();
  for (const post of posts) {
    const m = post.featuredImageUrl && /^\/media\/blog\/(.+)-960\.webp$/.exec(post.featuredImageUrl);
    if (post.featuredImageUrl && !m) continue; // an external URL: nothing to generate
    if (m) names.add(m[1]);
  }
  names.add('fallback-cover');
  for (const name of names) {
    const slug = name === 'fallback-cover' ? fallbackSlug : name;
    const r = prng(`cover:${name}`);
    const theme = COVER_THEMES[slug] ?? {
      type: r.pick(types),
      time: r.pick(['morning', 'midday', 'afternoon', 'golden']),
      view: r.pick(['profile', 'running']),
      location: r.pick(['Nassau, Bahamas', 'Harbour Island, Bahamas', 'George Town, Exuma, Bahamas', 'Miami, FL']),
    };
    const boat = {
      id: `cover-${name}`,
      type: theme.type,
      model: theme.type === 'Catamaran' ? '45' : '',
      location: theme.location,
    };
    const svg = exteriorScene({
      W: 1600,
      H: 900,
      boat,
      style: boatStyle(boat.id),
      view: theme.view,
      seed: `cover:${name}`,
      time: theme.time,
    });
    await writeWebpSet(svg, dir, name, { heightRatio: 9 / 16 });
  }
  console.log(`blog: ${names.size} covers x ${WIDTHS.length} widths`);
}

// ── hero video ───────────────────────────────────────────────────────────────
const VIDEO = { fps: 24, seconds: 8, width: 1280, height: 720, maxBytes: 1_000_000 };
const HERO_BOAT = { id: 'hero-yacht', type: 'Motor Yacht', model: '', location: 'Nassau, Bahamas' };

function heroFrame(phase) {
  return exteriorScene({
    W: 1600,
    H: 900,
    boat: HERO_BOAT,
    style: { ...boatStyle('hero'), ...HULLS[0] },
    view: 'profile',
    seed: 'hero',
    time: 'afternoon',
    phase,
    size: 0.6,
    at: 0.7,
  });
}

function hasFfmpeg() {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

async function generateHero() {
  const dir = join(PUBLIC, 'media', 'video');
  ensureDir(dir);
  const poster = await writeWebpSet(heroFrame(0), dir, 'hero-poster', { heightRatio: 9 / 16 });
  await sharp(poster).resize(1600, 900).jpeg({ quality: 78, mozjpeg: true }).toFile(join(dir, 'hero-poster.jpg'));
  if (!hasFfmpeg()) {
    console.log('video: ffmpeg not found, hero.webm/hero.mp4 left as they are (install ffmpeg to regenerate)');
    return;
  }
  const frames = VIDEO.fps * VIDEO.seconds;
  const tmp = mkdtempSync(join(tmpdir(), 'hero-frames-'));
  try {
    for (let i = 0; i < frames; i++) {
      const phase = (2 * Math.PI * i) / frames; // a whole period: the last frame leads back into the first
      await sharp(Buffer.from(heroFrame(phase)))
        .resize(VIDEO.width, VIDEO.height)
        .png({ compressionLevel: 1 })
        .toFile(join(tmp, `f${String(i).padStart(4, '0')}.png`));
    }
    const input = [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(VIDEO.fps),
      '-i',
      join(tmp, 'f%04d.png'),
      '-an',
      '-map_metadata',
      '-1',
    ];
    encodeWithin(join(dir, 'hero.webm'), [24, 28, 32, 36, 40], (crf) => [
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      String(crf),
      '-pix_fmt',
      'yuv420p',
      '-row-mt',
      '1',
      '-threads',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-g',
      String(frames),
      '-flags',
      '+bitexact',
      '-fflags',
      '+bitexact',
      join(dir, 'hero.webm'),
    ]);
    encodeWithin(join(dir, 'hero.mp4'), [21, 24, 27, 30, 33], (crf) => [
      ...input,
      '-c:v',
      'libx264',
      '-crf',
      String(crf),
      '-preset',
      'slow',
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      '-threads',
      '1',
      '-movflags',
      '+faststart',
      '-g',
      String(frames),
      '-flags',
      '+bitexact',
      '-fflags',
      '+bitexact',
      join(dir, 'hero.mp4'),
    ]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Encodes at the best quality (lowest crf) that keeps the file under the size budget. */
function encodeWithin(out, crfs, args) {
  for (const crf of crfs) {
    execFileSync('ffmpeg', args(crf), { stdio: 'inherit' });
    const size = statSync(out).size;
    if (size <= VIDEO.maxBytes) {
      console.log(`video: ${out.replace(ROOT + '/', '')} crf ${crf}, ${(size / 1024).toFixed(0)} KB`);
      return;
    }
  }
  throw new Error(`${out} stays above ${VIDEO.maxBytes} bytes`);
}

// ── icons, favicon, social image ─────────────────────────────────────────────
const NAVY = '#163d69';
const SEA = '#1597a5';

/** The mark: a sail over a wave, drawn in a 100x100 box. */
function mark({ sail = '#ffffff', wave = SEA } = {}) {
  return `<path d="M 52 14 L 52 66 L 22 66 Z" fill="${sail}"/>
    <path d="M 57 24 L 80 66 L 57 66 Z" fill="${sail}" opacity="0.85"/>
    <path d="M 14 72 L 86 72 L 78 80 L 24 80 Z" fill="${sail}"/>
    <path d="M 10 88 Q 20 82 30 88 T 50 88 T 70 88 T 90 88" stroke="${wave}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
}

function iconSvg(size, { padding = 0.12, rounded = true } = {}) {
  const inner = size * (1 - 2 * padding);
  const offset = size * padding;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" ${rounded ? `rx="${size * 0.2}"` : ''} fill="${NAVY}"/>
  <g transform="translate(${offset} ${offset}) scale(${inner / 100})">${mark()}</g>
</svg>`;
}

async function generateIcons(business) {
  ensureDir(join(PUBLIC, 'icons'));
  writeFileSync(
    join(PUBLIC, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><title>${business.productName}</title><rect width="100" height="100" rx="20" fill="${NAVY}"/><g transform="translate(8 6) scale(0.84)">${mark()}</g></svg>\n`,
  );
  const png = (svg, file) =>
    sharp(Buffer.from(svg))
      .png({ compressionLevel: 9, palette: true })
      .toFile(join(PUBLIC, 'icons', file));
  await png(iconSvg(192, { padding: 0.1 }), 'icon-192.png');
  await png(iconSvg(512, { padding: 0.1 }), 'icon-512.png');
  // Maskable: full-bleed background, the mark inside the central 80 % safe zone (here 56 % wide).
  await png(iconSvg(512, { padding: 0.22, rounded: false }), 'icon-maskable-512.png');
  // iOS rounds the corners itself and shows transparency as black: full bleed.
  await png(iconSvg(180, { padding: 0.14, rounded: false }), 'apple-touch-icon.png');

  const scene = exteriorScene({
    W: 1200,
    H: 630,
    boat: HERO_BOAT,
    style: { ...boatStyle('og'), ...HULLS[0] },
    view: 'profile',
    seed: 'og',
    time: 'golden',
    size: 0.8,
    at: 0.66,
  });
  const place = `${business.address.locality}, ${business.address.country}`;
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="o" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a1f37" stop-opacity="0.85"/><stop offset="0.55" stop-color="#0a1f37" stop-opacity="0.25"/><stop offset="1" stop-color="#0a1f37" stop-opacity="0"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#o)"/>
    <g transform="translate(64 52) scale(0.9)"><rect width="100" height="100" rx="20" fill="${NAVY}"/><g transform="translate(8 6) scale(0.84)">${mark()}</g></g>
    <text x="170" y="112" font-family="DejaVu Serif, Liberation Serif, serif" font-weight="bold" font-size="58" fill="#ffffff">${escapeXml(business.productName)}</text>
    <text x="172" y="160" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="28" fill="#d7eef2">${escapeXml(place)}</text>
  </svg>`;
  await sharp(Buffer.from(scene))
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(join(PUBLIC, 'og-image.jpg'));
  console.log('icons: favicon.svg, icons/*.png, og-image.jpg');
}

/** The demo's listing documents: a PDF per bundled document, its text from the boat (fixtures/demo-document-text.ts). */
async function generateDocuments(boats) {
  const { DEMO_DOCUMENT_FOLDER } = await load('fixtures/demo-documents.ts');
  const { demoDocumentBlocks } = await load('fixtures/demo-document-text.ts');
  const folder = join(PUBLIC, DEMO_DOCUMENT_FOLDER);
  mkdirSync(folder, { recursive: true });
  const written = [];
  for (const boat of boats) {
    for (const doc of boat.documents.filter((d) => d.url.startsWith(DEMO_DOCUMENT_FOLDER))) {
      const bytes = pdfDocument({ title: doc.title, blocks: demoDocumentBlocks(boat, doc) });
      writeFileSync(join(PUBLIC, doc.url), bytes);
      written.push(
        `${doc.url} (${bytes.length} bytes${bytes.length === doc.size ? '' : `: set its size to ${bytes.length} in the seed`})`,
      );
    }
  }
  console.log(`documents:\n  ${written.join('\n  ')}`);
}

function escapeXml(text) {
  return String(text).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c],
  );
}

function folderSize(path) {
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    total += entry.isDirectory() ? folderSize(full) : statSync(full).size;
  }
  return total;
}

// ── main ─────────────────────────────────────────────────────────────────────
const seed = await load('fixtures/index.ts');
const { BOAT_IMAGE_VIEWS } = await load('fixtures/boats.ts');
const { BLOG_FALLBACK_COVER_SLUG } = await load('packages/domain/src/page-facts.ts');
const { business } = await load('packages/domain/src/business.ts');

if (wants('boats')) await generateBoats(seed.seedBoats, BOAT_IMAGE_VIEWS);
if (wants('blog')) await generateBlogCovers(seed.seedBlogPosts, BLOG_FALLBACK_COVER_SLUG);
if (wants('video')) await generateHero();
if (wants('icons')) await generateIcons(business);
if (wants('documents')) await generateDocuments(seed.seedBoats);
console.log(`public/media total: ${(folderSize(join(PUBLIC, 'media')) / 1024 / 1024).toFixed(2)} MB`);
