// Draws the app icons from the favicon's "M" mark (run once; the PNGs are committed):
//   node scripts/make-icons.mjs
// any-purpose icons have rounded corners; the maskable one fills the square and keeps the mark
// inside the central 80 % safe zone, as launchers crop it to their own shape.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
mkdirSync(out, { recursive: true });

const BLUE = '#1677ff';
const mark = (scale) => {
  // The mark's 18×14 box, centred in a 32-unit square and scaled about its centre.
  const t = `translate(16 16) scale(${scale}) translate(-16 -16)`;
  return `<path transform="${t}" d="M7 23V9l9 8 9-8v14" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
};
const svg = ({ rounded, scale }) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${BLUE}"/>${mark(scale)}</svg>`,
  );

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  { file: 'maskable-512.png', size: 512, rounded: false, scale: 0.75 },
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false, scale: 0.85 },
  // The launch screen's icon, inlined into every page (first-paint-plugin.ts): 16 colours keep it
  // near 1 KB (the full-colour 192 px icon is 2.7 KB), and look the same at its 96 CSS px.
  { file: 'launch-192.png', size: 192, rounded: true, scale: 1, colours: 16 },
];
for (const icon of icons) {
  await sharp(svg(icon), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png(icon.colours ? { compressionLevel: 9, palette: true, colours: icon.colours } : { compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} ${icon.size}px`);
}
