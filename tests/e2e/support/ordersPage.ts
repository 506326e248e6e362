// Page object of /shop/bestellungen (modules/shop/ui/orders): the list, one order's lines, reorder.
import { expect, type Locator, type Page } from '@playwright/test';
import type { OrderStatus } from '../../../modules/shop/contract';
import { de } from '../../../src/i18n/de';

const t = de.shop.orders;

export class OrdersPage {
  constructor(readonly page: Page) {}

  /** A page load of the orders screen (works offline through the service worker). */
  async goto(): Promise<void> {
    await this.page.goto('/shop/bestellungen');
    await expect(this.page.getByTestId('orders-page')).toBeVisible();
  }

  get items(): Locator {
    return this.page.getByTestId('order-item');
  }

  item(orderId: string): Locator {
    return this.page.locator(`[data-testid="order-item"][data-order-id="${orderId}"]`);
  }

  /** The entries made from one basket (an order keeps its basket id and label). */
  fromLabel(label: string): Locator {
    return this.items.filter({
      has: this.page.getByTestId('order-label').getByText(label, { exact: true }),
    });
  }

  async expectStatus(order: Locator, status: OrderStatus, timeout?: number): Promise<void> {
    await expect(order.getByTestId('order-status')).toHaveText(t.status[status], { timeout });
  }

  /** Opens the order's lines and returns the detail panel. */
  async openDetail(order: Locator): Promise<Locator> {
    const toggle = order.getByTestId('order-details-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = order.getByTestId('order-detail');
    await expect(detail).toBeVisible();
    return detail;
  }

  /** The detail lines as [PZN or 'Notiz', text, quantity, unit price, line total] cells. */
  async lineCells(detail: Locator): Promise<string[][]> {
    const rows = detail.getByTestId('order-line');
    const count = await rows.count();
    const out: string[][] = [];
    for (let i = 0; i < count; i++) {
      const cells = await rows.nth(i).locator('td').allInnerTexts();
      out.push(cells.map((c) => c.trim()));
    }
    return out;
  }

  /** 'Erneut bestellen': waits for the basket page it opens and returns the basket id. */
  async reorder(order: Locator): Promise<string> {
    const button = order.getByTestId('order-reorder');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(this.page).toHaveURL(/\/shop\/warenkorb\/[0-9a-f-]{36}$/);
    const basketPage = this.page.getByTestId('basket-page');
    await expect(basketPage).toBeVisible();
    const id = await basketPage.getAttribute('data-basket-id');
    if (!id) throw new Error('basket page without data-basket-id');
    return id;
  }
}
