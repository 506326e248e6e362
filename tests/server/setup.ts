// Runs before every server test file: the modules' contracts and server parts registered, as
// app/server/main.ts does.
import '../../app/server/modules.ts';
