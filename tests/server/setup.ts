// Runs before every server test file: the modules' contracts and server parts registered, as
// app/server/main.ts does.
import '../../app/server/modules.ts';
// The embedded ERP simulator (issue 29) starts with a listening server: not in the tests that
// listen, which would otherwise get its calls and its service account.
process.env.ERP_SIMULATOR ??= 'off';
