// Demo legal conditions (SPEC 4 "Conditions"): the AGB without patterns (they guard the whole
// portal) and the terms of use of the cash book, guarding only /cashbook. Every demo user has
// accepted both, except bedingungen@demo.at, who still has to accept the AGB: exactly one user
// with one open condition. Called at the end of the demo seed's transaction.
import { eq, ne } from 'drizzle-orm';
import { users } from '../../../server/db/schema.ts';
import { conditionDecisions, conditions } from './tables.ts';
import { sanitizeConditionHtml } from './service.ts';
import type { Tx } from '../../../server/sync/types.ts';
import { SEED_TIME } from '../../../server/seed/random.ts';

export const DEMO_CONDITIONS = {
  agb: {
    matchcode: 'AGB',
    title: 'Allgemeine Geschäftsbedingungen',
    pathRegexes: [] as string[],
    html: `
<p>Für Bestellungen über das Kundenportal der Alpenpharm Großhandel GmbH gelten unsere
Allgemeinen Geschäftsbedingungen. Die wichtigsten Punkte im Überblick:</p>
<ul>
  <li><strong>Geltungsbereich:</strong> Das Portal richtet sich ausschließlich an Apotheken und
  andere berechtigte Unternehmen; Verbraucher können nicht bestellen.</li>
  <li><strong>Vertragsabschluss:</strong> Mit dem Absenden einer Bestellung geben Sie ein
  verbindliches Angebot ab; der Vertrag kommt mit unserer Auftragsbestätigung oder der Lieferung
  zustande.</li>
  <li><strong>Preise und Zahlung:</strong> Es gelten die bei der Bestellung angezeigten Preise
  in Euro zuzüglich Umsatzsteuer, zahlbar innerhalb von 30 Tagen ohne Abzug.</li>
  <li><strong>Lieferung:</strong> an die gewählte Lieferanschrift im Rahmen unserer
  Tourenplanung; Liefertermine sind unverbindlich, sofern nicht ausdrücklich bestätigt.</li>
  <li><strong>Rücksendungen:</strong> nur nach Retourenanmeldung und im Rahmen des
  Arzneimittelrechts; kühlpflichtige Ware und Suchtgifte sind ausgenommen, sofern kein Mangel
  vorliegt.</li>
  <li><strong>Zugangsdaten:</strong> Ihre Zugangsdaten sind persönlich und geheim zu halten;
  Bestellungen unter Ihrem Zugang gelten als von Ihrem Unternehmen abgegeben.</li>
  <li><strong>Recht und Gerichtsstand:</strong> österreichisches Recht unter Ausschluss des
  UN-Kaufrechts, Gerichtsstand Innsbruck.</li>
</ul>
<p>Den vollständigen Text finden Sie unter <a href="/docs/agbs">Allgemeine
Geschäftsbedingungen</a>, Informationen zum Datenschutz unter
<a href="/docs/datenschutz">Datenschutzerklärung</a>.</p>`,
  },
  cashbook: {
    matchcode: 'KASSABUCH',
    title: 'Nutzungsbedingungen Kassabuch',
    pathRegexes: ['/cashbook'],
    html: `
<p>Das Kassabuch ist eine Aufzeichnungshilfe für Ihre Apotheke. Die Verantwortung für die
ordnungsgemäße Führung nach Bundesabgabenordnung und Registrierkassensicherheitsverordnung
bleibt bei Ihrem Unternehmen.</p>
<ul>
  <li>Abgeschlossene Tage sind unveränderlich; Fehler werden mit einem Storno berichtigt.</li>
  <li>Exportieren Sie Ihre Aufzeichnungen regelmäßig und bewahren Sie sie sieben Jahre auf.</li>
</ul>`,
  },
} as const;

/** `pending`: the one user who has not accepted the AGB; `publisher`: the admin who published. */
export async function seedConditions(
  tx: Tx,
  { pending: pendingEmail, publisher }: { pending: string; publisher: string },
): Promise<void> {
  const all = Object.values(DEMO_CONDITIONS);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, publisher));
  await tx.insert(conditions).values(
    all.map((c) => ({
      matchcode: c.matchcode,
      version: 1,
      title: c.title,
      html: sanitizeConditionHtml(c.html),
      pathRegexes: [...c.pathRegexes],
      publishedAt: SEED_TIME,
      publishedBy: admin?.id ?? null,
    })),
  );
  const accepting = await tx
    .select({ id: users.id })
    .from(users)
    .where(ne(users.email, pendingEmail));
  const decisions = accepting.flatMap((user) =>
    all.map((c) => ({
      userId: user.id,
      matchcode: c.matchcode,
      version: 1,
      decision: 'accepted' as const,
      decidedAt: SEED_TIME,
    })),
  );
  if (decisions.length > 0) await tx.insert(conditionDecisions).values(decisions);
  // The pending user accepted the cash book's terms long ago; only the AGB are open.
  const [pending] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, pendingEmail));
  if (pending) {
    await tx.insert(conditionDecisions).values({
      userId: pending.id,
      matchcode: DEMO_CONDITIONS.cashbook.matchcode,
      version: 1,
      decision: 'accepted',
      decidedAt: SEED_TIME,
    });
  }
}
