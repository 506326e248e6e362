// The ERP simulator's loop (issue 29 item 5): reads the portal's outgoing messages from the
// cursor API like a real ERP would, and answers each order over the integration API alone:
// confirmation (after confirmMs), 'kommissioniert', 'unterwegs' at the tour's time (tourMs
// later), then the delivery note and 'geliefert'.
//
// Its progress lives in memory only. After a restart it reads the messages from the start again
// and repeats every due answer: each carries a message id made from the order's id and a rising
// version, so the portal acknowledges a repeat as a duplicate (same account, see start.ts) or as
// stale and changes nothing. That keeps the simulator a pure client of the boundary (no table of
// its own beside the portal's), at the price of a replay after a restart (bounded by the
// account's rate limit, which the loop respects).
import {
  EVENT_TYPES,
  EventPage,
  IncomingResult,
  INTEGRATION_API,
  IntegrationCustomer,
  ArticleLookupAnswer,
  integrationPath,
  OrderPlacedData,
  type ErpOrderStatus,
  type OrderConfirmation,
  type OrderStatusMessage,
} from '../../contract.ts';
import { viennaToday } from '../../../tours/rules.ts';
import { CallFailed, type IntegrationClient } from './client.ts';
import type { SimulatorConfig } from './config.ts';
import { decideConfirmation, deliveryNoteOf, tourOf, type CustomerTour } from './decide.ts';

export interface SimulatorLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SimulatorDeps {
  readonly client: IntegrationClient;
  readonly config: SimulatorConfig;
  /** Milliseconds now (the server's clock). */
  readonly now: () => number;
  readonly log: SimulatorLog;
}

type StepName = 'confirm' | 'kommissioniert' | 'unterwegs' | 'lieferschein' | 'geliefert';

interface Track {
  readonly order: OrderPlacedData;
  /** When the order was placed (ms): every step is due relative to it, also after a restart. */
  readonly placedAt: number;
  confirmation: OrderConfirmation | null;
  /** The steps still to do, in order. */
  steps: StepName[];
  /** Its failed tries in a row, and when to try again (backoff). */
  failures: number;
  retryAt: number;
}

/** Status versions after the confirmation's 1: a repeat of an older one is stale. */
const STATUS_VERSION: Record<Exclude<ErpOrderStatus, 'bestaetigt'>, number> = {
  kommissioniert: 2,
  unterwegs: 3,
  geliefert: 4,
};

/**
 * The wait after the n-th failure in a row: the first is tried again at the next round, then 2,
 * 4, 8 … rounds later, at most a minute apart (a portal that keeps failing gets no flood of
 * calls, its log no line every round).
 */
export function backoffMs(failures: number, pollMs: number): number {
  if (failures <= 1) return 0;
  return Math.min(60_000, pollMs * 2 ** Math.min(failures - 1, 16));
}

/** Pages of messages read at most per tick (the rest the next tick). */
const PAGES_PER_TICK = 10;
const PAGE_SIZE = 100;

/** When each step is due, in ms after the order: picking a quarter of the tour's time after confirming. */
export function stepDueAfter(step: StepName, config: SimulatorConfig): number {
  const pickMs = Math.min(10_000, Math.floor(config.tourMs / 4));
  switch (step) {
    case 'confirm':
      return config.confirmMs;
    case 'kommissioniert':
      return config.confirmMs + pickMs;
    case 'unterwegs':
      return config.confirmMs + config.tourMs;
    case 'lieferschein':
    case 'geliefert':
      return config.confirmMs + config.tourMs + pickMs;
  }
}

export class ErpSimulator {
  private cursor = '0';
  private readonly tracks = new Map<string, Track>();
  /** No call before this instant (a 429 or 503 said Retry-After, or the backoff). */
  private pausedUntil = 0;
  /** Rounds in a row whose reading failed. */
  private failures = 0;

  constructor(private readonly deps: SimulatorDeps) {}

  /** Orders under way (tests and the log). */
  get pending(): number {
    return this.tracks.size;
  }

  /** One round: new messages, then every due step. Never throws: a failure waits for the next tick. */
  async tick(): Promise<void> {
    if (this.deps.now() < this.pausedUntil) return;
    try {
      await this.readEvents();
      this.failures = 0;
      for (const [orderId, track] of this.tracks) {
        if (this.deps.now() < track.retryAt) continue;
        try {
          await this.advance(track);
          track.failures = 0;
        } catch (error) {
          // Held off (Retry-After): no further call this round. Else only this order waits.
          if (error instanceof CallFailed && error.retryAfterMs !== null) throw error;
          track.failures += 1;
          track.retryAt = this.deps.now() + backoffMs(track.failures, this.deps.config.pollMs);
          this.failed(error, track.failures, track.order.orderId);
        }
        if (track.steps.length === 0) this.tracks.delete(orderId);
      }
    } catch (error) {
      this.failures += 1;
      const retryAfter = error instanceof CallFailed ? error.retryAfterMs : null;
      this.pausedUntil =
        this.deps.now() + (retryAfter ?? backoffMs(this.failures, this.deps.config.pollMs));
      this.failed(error, this.failures);
    }
  }

  private async readEvents(): Promise<void> {
    for (let page = 0; page < PAGES_PER_TICK; page += 1) {
      const path = `${INTEGRATION_API.events}?after=${this.cursor}&limit=${PAGE_SIZE}`;
      const answer = await this.deps.client.get(path, EventPage);
      for (const event of answer.events) {
        if (event.type !== EVENT_TYPES.orderPlaced) continue;
        const data = OrderPlacedData.safeParse(event.data);
        if (!data.success) {
          this.deps.log.warn({ eventId: event.id }, 'ERP simulator: order.placed not understood');
          continue;
        }
        if (this.tracks.has(data.data.orderId)) continue;
        const { customers } = this.deps.config;
        if (customers && !customers.has(data.data.lieferkundeNr)) continue;
        this.tracks.set(data.data.orderId, {
          order: data.data,
          placedAt: Date.parse(data.data.placedAt),
          confirmation: null,
          steps: ['confirm'],
          failures: 0,
          retryAt: 0,
        });
      }
      this.cursor = answer.cursor;
      if (!answer.more) return;
    }
  }

  /** Does the track's due steps in order; stops at the first that fails (tried again next tick). */
  private async advance(track: Track): Promise<void> {
    while (track.steps.length > 0) {
      const [step] = track.steps;
      if (!step || this.deps.now() < track.placedAt + stepDueAfter(step, this.deps.config)) return;
      try {
        await this.run(step, track);
      } catch (error) {
        if (!(error instanceof CallFailed) || !error.refused) throw error;
        // Refused for good: sending it again cannot help. Logged once; the order goes on (or
        // ends, when its confirmation was refused).
        this.deps.log.warn(
          { orderId: track.order.orderId, step, status: error.status, reasons: error.reasons },
          'ERP simulator: the portal refused the message',
        );
        if (step === 'confirm') track.steps = ['confirm'];
      }
      track.steps.shift();
    }
  }

  private async run(step: StepName, track: Track): Promise<void> {
    const { order } = track;
    const orderId = order.orderId;
    if (step === 'confirm') {
      const confirmation = await this.confirm(track);
      track.confirmation = confirmation;
      // Nothing goes with a tour (all later or not at all): no picking, no note.
      const delivered = deliveryNoteOf(order, confirmation, viennaToday(this.deps.now()));
      track.steps = delivered
        ? ['confirm', 'kommissioniert', 'unterwegs', 'lieferschein', 'geliefert']
        : ['confirm'];
      return;
    }
    const confirmation = track.confirmation;
    if (!confirmation) return;
    const due = track.placedAt + stepDueAfter(step, this.deps.config);
    if (step === 'lieferschein') {
      const note = deliveryNoteOf(order, confirmation, viennaToday(due));
      if (note) await this.deps.client.post(INTEGRATION_API.deliveryNotes, note, IncomingResult);
      return;
    }
    const tour = step === 'unterwegs' ? tourOf(confirmation) : undefined;
    const message: OrderStatusMessage = {
      messageId: `sim-status-${step}-${orderId}`,
      version: STATUS_VERSION[step],
      status: step,
      at: new Date(due).toISOString(),
      ...(tour ? { tour } : {}),
    };
    await this.deps.client.post(
      integrationPath(INTEGRATION_API.orderStatus, { orderId }),
      message,
      IncomingResult,
    );
  }

  /** Asks the catalogue and the customer's tours, decides and sends the confirmation. */
  private async confirm(track: Track): Promise<OrderConfirmation> {
    const { order } = track;
    const pzns = [...new Set(order.lines.map((l) => l.pzn))];
    const articles =
      pzns.length > 0
        ? (
            await this.deps.client.post(
              INTEGRATION_API.articleLookup,
              { pzns },
              ArticleLookupAnswer,
            )
          ).articles
        : [];
    const tours = await this.toursOf(order.lieferkundeNr);
    // Decided as of when it was due, so a repeat after a restart names the same tour.
    const confirmation = decideConfirmation({
      order,
      articles,
      tours,
      instant: track.placedAt + this.deps.config.confirmMs,
    });
    const result = await this.deps.client.post(
      integrationPath(INTEGRATION_API.orderConfirmation, { orderId: order.orderId }),
      confirmation,
      IncomingResult,
    );
    this.deps.log.info(
      { orderId: order.orderId, result: result.result },
      'ERP simulator: order confirmed',
    );
    return confirmation;
  }

  /** The customer's tours; none when the portal does not know the customer (404). */
  private async toursOf(lieferkundeNr: number): Promise<CustomerTour[]> {
    try {
      const path = integrationPath(INTEGRATION_API.customer, { lieferkundeNr });
      return (await this.deps.client.get(path, IntegrationCustomer)).tours;
    } catch (error) {
      if (error instanceof CallFailed && error.status === 404) return [];
      throw error;
    }
  }

  /** Logs a failure (the call and its answer; the key is in neither). */
  private failed(error: unknown, failures: number, orderId?: string): void {
    const details = {
      ...(orderId ? { orderId } : {}),
      failures,
      ...(error instanceof CallFailed
        ? { status: error.status, retryAfterMs: error.retryAfterMs, reasons: error.reasons }
        : { reason: error instanceof Error ? error.message : String(error) }),
    };
    const what = error instanceof CallFailed ? error.message : 'round failed';
    this.deps.log.warn(details, `ERP simulator: ${what}; tried again later`);
  }
}
