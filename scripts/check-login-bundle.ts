// `npm test` step after the build: fails when the JavaScript /login loads exceeds its budget
// (a size, not a timing). The list of files is derived from dist/ (scripts/loginBundle.ts).
import { resolve } from 'node:path';
import { kb, LOGIN_JS_BUDGET_KB, measureLoginBundle } from './loginBundle.ts';

// `tsx scripts/check-login-bundle.ts [distDir]` (default: dist/ of this checkout).
const dist = resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const size = measureLoginBundle(dist);
for (const f of [...size.files].sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${f.file.padEnd(48)} ${String(kb(f.gzip)).padStart(7)} KB gzip`);
}
const total = kb(size.gzip);
console.log(
  `/login JavaScript: ${total} KB gzip (${kb(size.raw)} KB raw, ${size.files.length} files), ` +
    `budget ${LOGIN_JS_BUDGET_KB} KB`,
);
if (total > LOGIN_JS_BUDGET_KB) {
  console.error(
    `/login loads ${total} KB gzip of JavaScript, over the budget of ${LOGIN_JS_BUDGET_KB} KB`,
  );
  process.exit(1);
}
