// Runs before every server test file: the synced modules registered, as app/server/main.ts does.
import '../../app/modules.ts';
