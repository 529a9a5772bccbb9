// Bundles the web app's built shell (../dist/shell.html, from `vite build`: the header only, what every route
// without its own prerendered page is answered with) into lib/index.html so the `preview` function can fill in
// each boat's and post's head. Without a build the function falls back
// to a minimal shell; a stale copy from an earlier build is removed so it never points at old assets.
const { copyFileSync, existsSync, mkdirSync, rmSync } = require('node:fs');
const { join } = require('node:path');

const source = join(__dirname, '..', '..', 'dist', 'shell.html');
const target = join(__dirname, '..', 'lib', 'index.html');

if (existsSync(source)) {
  mkdirSync(join(__dirname, '..', 'lib'), { recursive: true });
  copyFileSync(source, target);
  console.log('functions: bundled dist/shell.html for link previews');
} else {
  rmSync(target, { force: true });
  console.log('functions: no dist/shell.html (run `vite build` first); link previews use the minimal shell');
}
