// Enclosed shipping (Beipackanmeldung, issue 15) of the current delivery customer: a form to
// announce what travels with the wholesaler's delivery, and the list of announcements with their
// status in words. Everything reads and writes the local database, so it works offline; an
// announcement or a cancel is queued and sent once. A user with only the role 'Beipackanmeldung
// Dokumente an Betriebsstätte' sees only that variant.
import { useMemo, useState } from 'react';
import type { EnclosedShipmentRow } from '../contract';
import { variantsOf } from '../rules';
import { mutate, useDb, useLiveQuery } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { enclosedShippingDe } from '../texts.de';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { CustomerContent } from '../../../src/ui/CustomerContent';
import { useMe } from '../../../src/features/auth';
import { PageFrame } from '../../../src/ui/PageFrame';
import { sortShipments } from './logic';
import { ShipmentForm } from './ShipmentForm';
import { ShipmentTable } from './ShipmentTable';
import { EmptyNote } from '../../../src/ui/EmptyNote';
import { UntilFirstSync } from '../../../src/features/sync';

const t = enclosedShippingDe;

function useShipping(lieferkundeNr: number | null) {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const sites = await db.shippingSites.toArray();
    sites.sort((a, b) => a.name.localeCompare(b.name, 'de'));
    if (lieferkundeNr === null) return { sites, shipments: [] as EnclosedShipmentRow[] };
    const shipments = await db.enclosedShipments
      .where('lieferkundeNr')
      .equals(lieferkundeNr)
      .toArray();
    return { sites, shipments: sortShipments(shipments) };
  }, [db, lieferkundeNr]);
}

export function EnclosedShippingPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const variants = useMemo(() => (me ? variantsOf(me.user) : []), [me]);
  const data = useShipping(lieferkundeNr);
  const [status, setStatus] = useState('');
  const [cancelling, setCancelling] = useState<EnclosedShipmentRow | null>(null);
  const siteNames = useMemo(
    () => new Map((data?.sites ?? []).map((site) => [site.id, site.name])),
    [data],
  );
  const l = t.list;

  const confirmCancel = async () => {
    const shipment = cancelling;
    setCancelling(null);
    if (!shipment) return;
    await mutate('enclosedShipping.cancel', { id: shipment.id });
    setStatus(l.cancelled);
  };

  return (
    <PageFrame
      title={de.screens.enclosedShipping}
      lead={variants.includes('enclosed') ? t.intro : t.introSiteDocuments}
    >
      <CustomerContent
        status={status}
        statusTestId="enclosed-status"
        lieferkundeNr={lieferkundeNr}
        data={data}
        noCustomer={t.noCustomer}
        loading={t.loading}
      >
        {(data, lieferkundeNr) => (
          <>
            <section aria-labelledby="enclosed-form-title">
              <h2 id="enclosed-form-title" className="mb-2 text-base font-semibold text-slate-900">
                {t.form.title}
              </h2>
              <ShipmentForm
                lieferkundeNr={lieferkundeNr}
                variants={variants}
                sites={data.sites}
                onDone={setStatus}
              />
            </section>
            <section aria-labelledby="enclosed-list-title" className="space-y-2">
              <h2 id="enclosed-list-title" className="text-base font-semibold text-slate-900">
                {l.title}
              </h2>
              {data.shipments.length === 0 ? (
                <UntilFirstSync collections="enclosedShipments">
                  <EmptyNote>{l.empty}</EmptyNote>
                </UntilFirstSync>
              ) : (
                <ShipmentTable
                  shipments={data.shipments}
                  siteNames={siteNames}
                  onCancel={setCancelling}
                />
              )}
            </section>
            <ConfirmDialog
              open={cancelling !== null}
              title={l.cancel}
              text={cancelling ? l.cancelLabel(cancelling.description) : ''}
              onConfirm={() => void confirmCancel()}
              onCancel={() => setCancelling(null)}
            />
          </>
        )}
      </CustomerContent>
    </PageFrame>
  );
}
