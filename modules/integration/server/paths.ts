// The integration routes' addresses inside the API's prefix (server/app.ts registers every
// module's routes under API_BASE; the contract names the whole address).
import { API_BASE } from '../../../src/api/paths.ts';

export const routePath = (path: string) => path.slice(API_BASE.length);
