// The demo data behind the demo accounts: the catalogue, then each module's (histories, lists,
// records), in the server root's order. A first start runs it after the server listens (issue 27
// item 4: /login within seconds, not after a minute of seeding); every part seeds once, so a
// restart adds nothing and a start that ended mid-way completes it.
import type { Db } from '../db/client.ts';
import { serverModules } from '../serverModules.ts';
import { seedCatalogue } from './catalogue.ts';

export interface DemoSizes {
  catalogueSize: number;
  analyticsLinesPerDay: number;
}

/** Seeds what is missing; returns what it wrote, one German line per part, for the log. */
export async function seedDemoContent(db: Db, sizes: DemoSizes): Promise<string[]> {
  const reports: string[] = [];
  // Separately from the accounts, so a database seeded before the catalogue existed gets one too.
  const articles = await seedCatalogue(db, sizes.catalogueSize);
  if (articles > 0) reports.push(`${articles.toLocaleString('de-DE')} Demo-Artikel angelegt`);
  for (const module of serverModules()) {
    const report = await module.seedDemo?.(db, {
      analyticsLinesPerDay: sizes.analyticsLinesPerDay,
    });
    if (typeof report === 'string') reports.push(report);
  }
  return reports;
}
