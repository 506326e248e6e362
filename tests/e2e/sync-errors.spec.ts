// Error answers never deadlock the queue (issue 3 "Tests"): a mutation the server rejects
// (400/409/422 reasons) lands in 'Nicht übertragene Änderungen' and later ones still arrive;
// a whole push refused with 400/409/422 is split until the refused mutation fails alone; whole-push
// 5xx answers are retried until the fault is gone; a 401 ends the session and the
// outbox survives the re-login. Every scenario ends with the convergence check.
import { expect, test, type Route } from './support/test';
import { de } from '../../src/i18n/de';
import type { Mutation, PushAnswer, PushBody } from '../../src/api/sync';
import {
  expectConverged,
  expectQueueSettled,
  readLocal,
  serverState,
  sessionUserId,
} from './support/convergence';
import {
  addArticle,
  createBasket,
  enterShop,
  pharmacy,
  rowOf,
  setQuantity,
  typeQuantity,
} from './support/convergenceUi';

const REJECTIONS = [
  { status: 400, code: 'invalid_args', message: 'E2E 400: Ungültige Angaben' },
  { status: 409, code: 'conflict', message: 'E2E 409: Konflikt mit einer anderen Änderung' },
  { status: 422, code: 'unprocessable', message: 'E2E 422: Menge nicht verarbeitbar' },
] as const;

test('rejected mutations show with their reason and never block later ones', async ({
  page,
  context,
}) => {
  await enterShop(page, pharmacy(11));
  const basketId = await createBasket(page, 'Fehler-4xx');
  await addArticle(page, '4512346', 1);
  await expectConverged(page);

  // Every setQuantity is answered as rejected (in turn 400, 409, 422 reasons) and not applied;
  // the other mutations of the same push go to the server.
  let rejectedCount = 0;
  await context.route('**/api/sync/push', async (route: Route) => {
    const body = route.request().postDataJSON() as PushBody;
    const refused = body.mutations.filter((m: Mutation) => m.name === 'basket.setQuantity');
    const passed = body.mutations.filter((m: Mutation) => m.name !== 'basket.setQuantity');
    let results: PushAnswer['results'] = [];
    if (passed.length > 0) {
      const response = await route.fetch({ postData: { ...body, mutations: passed } });
      if (response.status() !== 200) return route.fulfill({ response });
      results = ((await response.json()) as PushAnswer).results;
    }
    for (const m of refused) {
      const reason = REJECTIONS[rejectedCount++ % REJECTIONS.length] ?? REJECTIONS[0];
      results.push({ id: m.id, status: 'rejected', code: reason.code, message: reason.message });
    }
    const order = new Map(body.mutations.map((m, i) => [m.id, i]));
    results.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    await route.fulfill({ json: { results } satisfies PushAnswer });
  });

  // Rejected changes: their undo may come before the field could be read back.
  await typeQuantity(page, '4512346', 6);
  await addArticle(page, '2468026', 2);
  await typeQuantity(page, '2468026', 7);
  await addArticle(page, '3357926', 3);
  await typeQuantity(page, '3357926', 9);
  await addArticle(page, '4729057', 4);
  await expectQueueSettled(page, 3);

  await page.goto('/pending-changes');
  await expect(page.getByTestId('failed-change')).toHaveCount(3);
  for (const reason of REJECTIONS) {
    await expect(
      page.getByTestId('failed-change-reason').filter({ hasText: reason.message }),
    ).toHaveCount(1);
  }
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await expectConverged(page);

  // The later mutations arrived; the rejected quantities were undone locally too.
  const state = await serverState(page.request);
  expect(
    state.basketRows
      .filter((r) => r.basketId === basketId)
      .map((r) => [r.pzn, r.quantity])
      .sort(),
  ).toEqual([
    ['2468026', 2],
    ['3357926', 3],
    ['4512346', 1],
    ['4729057', 4],
  ]);
  await page.goto(`/shop/warenkorb/${basketId}`);
  await expect(rowOf(page, '4729057').getByTestId('row-quantity')).toHaveValue('4');
});

test('a rejected change is undone locally', async ({ page, context }) => {
  await enterShop(page, pharmacy(1));
  const basketId = await createBasket(page, 'Ablehnung-lokal');
  await addArticle(page, '3185626', 1);
  await expectConverged(page);
  await context.route('**/api/sync/push', async (route: Route) => {
    const body = route.request().postDataJSON() as PushBody;
    const results = body.mutations.map((m) => ({
      id: m.id,
      status: 'rejected' as const,
      code: 'invalid_args',
      message: 'E2E 400: Ungültige Angaben',
    }));
    await route.fulfill({ json: { results } satisfies PushAnswer });
  });
  // Not the setQuantity helper: the rejection may undo the 6 before it could read the field.
  const field = rowOf(page, '3185626').getByTestId('row-quantity');
  await field.fill('6');
  await field.press('Enter');
  await expectQueueSettled(page, 1);
  await page.goto('/pending-changes');
  await expect(page.getByTestId('failed-change')).toHaveCount(1);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await expectConverged(page);
  await page.goto(`/shop/warenkorb/${basketId}`);
  await expect(rowOf(page, '3185626').getByTestId('row-quantity')).toHaveValue('1', {
    timeout: 5_000,
  });
});

test('a whole push refused with 400/409/422 fails only the refused change; the rest arrives', async ({
  page,
  context,
}) => {
  await enterShop(page, pharmacy(11));
  const basketId = await createBasket(page, 'Fehler-4xx');
  await addArticle(page, '4260838', 1);
  await expectConverged(page);

  const faults = [400, 409, 422];
  let refused = 0;
  // The server (here: a proxy in front of it) refuses every request that carries a quantity change.
  await context.route('**/api/sync/push', async (route: Route) => {
    const body = route.request().postDataJSON() as PushBody;
    if (!body.mutations.some((m: Mutation) => m.name === 'basket.setQuantity')) {
      return route.continue();
    }
    const status = faults[refused++ % faults.length] ?? 400;
    await route.fulfill({ status, json: { code: 'e2e_refused', message: `E2E Fehler ${status}` } });
  });
  // Not the setQuantity helper: the refusal may undo the 7 before it could read the field.
  const field = rowOf(page, '4260838').getByTestId('row-quantity');
  await field.fill('7');
  await field.press('Enter');
  await addArticle(page, '5293610', 3);
  await expectQueueSettled(page, 1);

  await page.goto('/pending-changes');
  await expect(page.getByTestId('failed-change')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('failed-change-reason')).toContainText(/E2E Fehler 4\d\d/);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await expectConverged(page);
  const state = await serverState(page.request);
  expect(
    state.basketRows
      .filter((r) => r.basketId === basketId)
      .map((r) => [r.pzn, r.quantity])
      .sort(),
  ).toEqual([
    ['4260838', 1],
    ['5293610', 3],
  ]);
  // The refused change no longer shows: the basket has the server's quantity again.
  await page.goto(`/shop/warenkorb/${basketId}`);
  await expect(rowOf(page, '4260838').getByTestId('row-quantity')).toHaveValue('1');
});

test('whole-push 5xx answers are retried until the fault is gone', async ({ page, context }) => {
  await enterShop(page, pharmacy(12));
  const basketId = await createBasket(page, 'Fehler-5xx');
  await addArticle(page, '2741516', 1);
  await expectConverged(page);

  const faults = [500, 502, 503];
  let answered = 0;
  let faulty = true;
  await context.route('**/api/sync/push', async (route: Route) => {
    if (!faulty) return route.continue();
    const status = faults[answered++ % faults.length] ?? 500;
    await route.fulfill({ status, json: { code: 'e2e_fault', message: `E2E Fehler ${status}` } });
  });
  await setQuantity(page, '2741516', 2);
  await addArticle(page, '16260536', 5);
  // Each failing push backs off; "Jetzt synchronisieren" tries again at once.
  await expect
    .poll(
      async () => {
        if (answered < faults.length) {
          await page
            .getByTestId('sync-now')
            .click({ timeout: 2_000 })
            .catch(() => undefined);
        }
        return answered;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(faults.length);
  const userId = await sessionUserId(page.request);
  expect((await readLocal(page, userId)).outbox).toHaveLength(2);
  faulty = false;
  await page.getByTestId('sync-now').click();
  await expectConverged(page);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  const state = await serverState(page.request);
  expect(
    state.basketRows
      .filter((r) => r.basketId === basketId)
      .map((r) => [r.pzn, r.quantity])
      .sort(),
  ).toEqual([
    ['16260536', 5],
    ['2741516', 2],
  ]);
  await page.goto('/pending-changes');
  await expect(page.getByTestId('failed-changes-empty')).toBeVisible();
});

test('a 401 on push shows "Session abgelaufen!" and the outbox survives the re-login', async ({
  page,
}) => {
  const user = pharmacy(3);
  await enterShop(page, user);
  const userId = await sessionUserId(page.request);
  const basketId = await createBasket(page, 'Fehler-401');
  await addArticle(page, '4260838', 1);
  await expectConverged(page);

  // The session ends on the server (as after the idle timeout): the next push meets a real 401,
  // and the shell's check confirms that no session is left.
  const ended = await page.request.post('/api/auth/logout', { headers: { 'X-Window-Id': 'e2e' } });
  expect(ended.status()).toBe(204);
  // Not the setQuantity helper: the 401 may end the session before it could read the field.
  const field = rowOf(page, '4260838').getByTestId('row-quantity');
  await field.fill('4');
  await field.press('Enter');
  await expect(page.getByText(de.session.expiredTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect((await readLocal(page, userId)).outbox.map((m) => m.name)).toEqual(['basket.setQuantity']);

  await enterShop(page, user);
  await expectConverged(page);
  const state = await serverState(page.request);
  expect(
    state.basketRows.filter((r) => r.basketId === basketId).map((r) => [r.pzn, r.quantity]),
  ).toEqual([['4260838', 4]]);
});
