// The navbar's global search wired to this device's data and to what an entry does (issue 13):
// a screen, list or order opens its page; an article goes into the primary basket as on /shop
// (quantity 1; a basket is created when the customer has none) and its basket opens; a customer
// (representatives) is selected and the dashboard opens.
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { Article } from '../../api/catalogue';
import { actsForEveryone } from '../../api/customerSearch';
import { catalogueDb } from '../../catalogue/db';
import { mutate, newId, useDb, type PortalDb } from '../../db';
import { de } from '../../i18n/de';
import { searchDe } from '../../i18n/search.de';
import { api } from '../../platform/client';
import { customerDirectory, customerOfRow } from '../../platform/customerDirectory';
import { useDomainConfig } from '../../platform/DomainConfigContext';
import { showToast } from '../../platform/overlays';
import { useMe, useSessionStore } from '../auth';
import { GlobalSearchBox } from './GlobalSearchBox';
import { CUSTOMER_DEBOUNCE_MS, latestOnly, runGlobalSearch } from './runSearch';
import { basketTarget, openEntry } from './actions';
import type { SearchEntry, SearchScreen } from './logic';

/**
 * Creates a basket for the customer and answers its id. The shop module's, handed in by the
 * shell: the platform's search imports no module.
 */
export type CreateBasket = (lieferkundeNr: number, label: string) => Promise<string>;

/** One of the article into the named list or the primary basket (created when missing). */
async function addArticle(
  db: PortalDb,
  createBasket: CreateBasket,
  lieferkundeNr: number,
  article: Article,
  memSet: string | undefined,
): Promise<string> {
  const baskets = await db.baskets.where('lieferkundeNr').equals(lieferkundeNr).toArray();
  const defaultLabel = de.baskets.kind.warenkorb.defaultLabel;
  const target = basketTarget(baskets, memSet, defaultLabel);
  const basketId = target.basketId ?? (await createBasket(lieferkundeNr, defaultLabel));
  await mutate('basket.addRow', { basketId, rowId: newId(), pzn: article.pzn, quantity: 1 });
  showToast(searchDe.added(article.name, target.label));
  return basketId;
}

export function GlobalSearch({
  screens,
  createBasket,
}: {
  screens: readonly SearchScreen[];
  createBasket: CreateBasket;
}) {
  const me = useMe();
  const db = useDb();
  const session = useSessionStore();
  const navigate = useNavigate();
  const user = me?.user;
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const numberConfig = useDomainConfig();
  // The customers a representative finds as on the selector: his own on this device once synced
  // (issue 26), else the server's search, asked once the typing pauses.
  const searchCustomers = useMemo(() => {
    const directory = customerDirectory({ api, db: () => db, config: () => numberConfig });
    return latestOnly(
      (text: string) => (user ? directory.search(user, text, false) : Promise.resolve([])),
      CUSTOMER_DEBOUNCE_MS,
    );
  }, [db, numberConfig, user]);

  const search = useCallback(
    (query: string) =>
      user
        ? runGlobalSearch(
            {
              principal: user,
              catalogue: catalogueDb(),
              db,
              lieferkundeNr,
              screens,
              numberConfig,
              searchCustomers,
            },
            query,
          )
        : Promise.resolve([]),
    [user, db, lieferkundeNr, screens, numberConfig, searchCustomers],
  );

  const onPick = useCallback(
    (entry: SearchEntry) => {
      openEntry(entry, {
        navigate: (href) => navigate({ href }),
        addArticle: (article, memSet) =>
          db && lieferkundeNr !== null
            ? addArticle(db, createBasket, lieferkundeNr, article, memSet)
            : Promise.reject(new Error('no customer')),
        selectCustomer: async (nr) => {
          // A customer held on this device is chosen there at once (issue 26), offline too.
          const row =
            user && !actsForEveryone(user)
              ? await db?.deliveryCustomers.get(String(nr))
              : undefined;
          if (!row) return session.setCustomer(nr, false);
          return session.chooseCustomer(customerOfRow(row), false);
        },
      }).catch(() => {
        // SPEC 8: a failed selection stops without a message; a failed add says so.
        if (entry.payload?.article) showToast(searchDe.addFailed);
      });
    },
    [db, createBasket, lieferkundeNr, navigate, session, user],
  );

  if (!user) return null;
  return <GlobalSearchBox search={search} onPick={onPick} />;
}
