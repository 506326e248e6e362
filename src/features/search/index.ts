// The global search's public surface: the navbar's field and the screen list type it takes.
export { GlobalSearch } from './GlobalSearch';
export type { SearchScreen } from './logic';
