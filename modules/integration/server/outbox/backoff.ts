// Exponential backoff with jitter: base · 2^(n−1), at most max, then a random half taken off, so
// many messages failing at once (a receiver down) do not all come back at the same moment.
export function retryDelayMs(
  attempts: number,
  policy: { readonly retryBaseMs: number; readonly retryMaxMs: number },
  random: () => number = Math.random,
): number {
  const exponential = policy.retryBaseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30);
  const capped = Math.min(policy.retryMaxMs, exponential);
  return Math.round(capped * (0.5 + random() * 0.5));
}
