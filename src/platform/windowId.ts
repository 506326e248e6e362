// SPEC 7: a random name assigned once per browser window. window.name survives reloads and
// navigation within the tab but is not shared with other tabs, which is exactly that lifetime.
const PREFIX = 'apo-window-';

export function ensureWindowId(win: { name: string }, random: () => string): string {
  if (win.name.startsWith(PREFIX)) return win.name;
  const id = `${PREFIX}${random()}`;
  win.name = id;
  return id;
}

/** 128 random bits as hex; crypto.randomUUID is missing outside secure contexts (plain http). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
