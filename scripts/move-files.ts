// Moves files and folders with `git mv` and rewrites every relative import that names them, and
// every relative import of a moved file, so the tree still compiles (issue 25: modules move into
// their own folders). Usage:
//   npx tsx scripts/move-files.ts MOVES.txt [--dry-run]
// where each line of MOVES.txt is `old/path -> new/path` (a file or a folder; `#` starts a
// comment). Specifiers keep their style: an import written without an extension or as a folder
// (`./tours` for `./tours/index.ts`) stays so. Imports are found in `from '…'`, `import('…')`,
// `import '…'` and `vi.mock('…')`; paths inside other strings (configs, globs, docs) are listed
// at the end for a person to check.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [listFile, ...flags] = process.argv.slice(2);
if (!listFile) {
  console.error('usage: npx tsx scripts/move-files.ts MOVES.txt [--dry-run]');
  process.exit(2);
}
const dryRun = flags.includes('--dry-run');
const posix = path.posix;

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const trackedSet = new Set(tracked);

/** Old path → new path, folders expanded to their files. */
const moves = new Map<string, string>();
for (const raw of readFileSync(listFile, 'utf8').split('\n')) {
  const line = raw.replace(/#.*/, '').trim();
  if (!line) continue;
  const [from, to] = line.split('->').map((part) => part.trim().replace(/\/$/, ''));
  if (!from || !to) throw new Error(`Not 'old -> new': ${raw}`);
  if (trackedSet.has(from)) {
    moves.set(from, to);
    continue;
  }
  const inside = tracked.filter((file) => file.startsWith(`${from}/`));
  if (inside.length === 0) throw new Error(`Nothing tracked at ${from}`);
  for (const file of inside) moves.set(file, to + file.slice(from.length));
}
const newPath = (file: string) => moves.get(file) ?? file;

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const SUFFIXES = [
  '',
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.d.ts',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\bvi\.importActual(?:<[^>]*>)?\(\s*)(['"])(\.{1,2}\/[^'"\n]*)\2/g;

function resolve(file: string, specifier: string): { target: string; suffix: string } | null {
  const base = posix.normalize(posix.join(posix.dirname(file), specifier));
  for (const suffix of SUFFIXES) {
    if (trackedSet.has(base + suffix)) return { target: base + suffix, suffix };
  }
  return null;
}

/** The specifier from `file` (at its new place) to `target` (at its new place), in the old style. */
function respecify(file: string, target: string, suffix: string): string {
  const to = newPath(target);
  let bare = to;
  if (suffix.startsWith('/')) {
    bare = to.endsWith(suffix) ? to.slice(0, -suffix.length) : to.replace(/\.(tsx?|jsx?)$/, '');
  } else if (suffix) {
    bare = to.replace(/\.(d\.ts|tsx?|jsx?|mjs)$/, '');
  }
  let relative = posix.relative(posix.dirname(newPath(file)), bare);
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return relative;
}

const rewritten: string[] = [];
const unresolved: string[] = [];
for (const file of tracked) {
  if (!CODE.test(file)) continue;
  const source = readFileSync(file, 'utf8');
  const fileMoves = moves.has(file);
  const next = source.replace(
    SPECIFIER,
    (whole, lead: string, quote: string, specifier: string) => {
      const found = resolve(file, specifier);
      if (!found) {
        if (fileMoves) unresolved.push(`${file}: ${specifier}`);
        return whole;
      }
      if (!fileMoves && !moves.has(found.target)) return whole;
      return `${lead}${quote}${respecify(file, found.target, found.suffix)}${quote}`;
    },
  );
  if (next !== source) {
    rewritten.push(file);
    if (!dryRun) writeFileSync(file, next);
  }
}

for (const [from, to] of moves) {
  if (dryRun) continue;
  mkdirSync(posix.dirname(to), { recursive: true });
  execFileSync('git', ['mv', from, to]);
}
// Longer or shorter specifiers change line lengths: format what was rewritten.
if (!dryRun && rewritten.length > 0) {
  execFileSync(
    path.join('node_modules', '.bin', 'prettier'),
    ['--write', ...rewritten.map(newPath)],
    {
      stdio: 'ignore',
    },
  );
}

// Paths in other strings (configs, tests that read files, docs) are left to a person.
function mentionsOfOldPaths(): string[] {
  const patterns = [...moves.keys()].flatMap((from) => ['-e', from.replace(/\.(tsx?|jsx?)$/, '')]);
  try {
    return execFileSync('git', ['grep', '-n', '-F', ...patterns], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\n')
      .filter(Boolean);
  } catch {
    return []; // git grep exits 1 when nothing matches
  }
}

console.log(
  `${dryRun ? 'would move' : 'moved'} ${moves.size} files; rewrote imports in ${rewritten.length}`,
);
if (unresolved.length > 0) {
  console.log(`relative specifiers of moved files that name no tracked file (check by hand):`);
  for (const line of unresolved) console.log(`  ${line}`);
}
const mentions = dryRun ? [] : mentionsOfOldPaths();
if (mentions.length > 0) {
  console.log(`old paths still named (check by hand):`);
  for (const line of mentions.slice(0, 80)) console.log(`  ${line}`);
}
