// The returns' public surface for other modules: the declarations of destruction pick their
// lines from the same delivered lines and write days the same way.
export { formatDay, parseDay, searchLines, todayVienna } from './logic';
