// The seeded demo accounts (README "Demo data"); the seed is deterministic.
export interface DemoUser {
  username: string;
  password: string;
}

export const users = {
  apotheke: { username: 'apotheke@demo.at', password: 'Apotheke#2026' },
  mitarbeiter: { username: 'mitarbeiter@demo.at', password: 'Mitarbeiter#2026' },
  vertreter: { username: 'vertreter@demo.at', password: 'Vertreter#2026' },
  admin: { username: 'admin@demo.at', password: 'Admin#2026!' },
} as const satisfies Record<string, DemoUser>;
