/** The server's notion of now; tests pass a fake one to move time. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
