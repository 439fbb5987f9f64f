// Builds the replay viewer without a bundler: tsc compiles src/main.ts and libs/replay (imported
// through the `@captains-log/replay` path) to ES modules under dist/, this script then makes the
// import specifiers browser-ready (adds ".js", turns the workspace name into a relative path) and
// copies the static files. Run after `tsc -b` (the root build does), since the engine's and cards'
// types come from their dist/ declarations.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const here = __dirname;
const dist = path.join(here, 'dist');
fs.rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(here, 'tsconfig.json')], { stdio: 'inherit' });

// workspace libraries that run in a browser as they are (pure, no dependencies of their own)
const BROWSER_LIBS = ['replay', 'hashing'];
function rewrite(file) {
  const source = fs.readFileSync(file, 'utf8');
  const fixed = source.replace(/(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g, (all, lead, quote, spec) => {
    let target = spec;
    const lib = spec.startsWith('@captains-log/') ? spec.slice('@captains-log/'.length) : null;
    if (lib && BROWSER_LIBS.includes(lib)) {
      const index = path.join(dist, `libs/${lib}/src/index.js`);
      target = path.relative(path.dirname(file), index).split(path.sep).join('/');
      if (!target.startsWith('.')) target = `./${target}`;
    } else if (spec.startsWith('@captains-log/')) {
      throw new Error(`${file}: ${spec} is not available in the browser build`);
    } else if (spec.startsWith('.') && !spec.endsWith('.js')) target = `${spec}.js`;
    return `${lead}${quote}${target}${quote}`;
  });
  fs.writeFileSync(file, fixed);
}
(function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith('.js')) rewrite(full);
  }
})(dist);
for (const file of ['index.html', 'viewer.css']) fs.copyFileSync(path.join(here, 'src', file), path.join(dist, file));
console.log(`viewer built into ${path.relative(process.cwd(), dist) || dist}`);
