// What the dispatcher needs of a way out (RabbitMQ, a webhook).
import type { OutgoingEvent } from '../../contract.ts';

/**
 * The outcome of one delivery: delivered; failed (counts as an attempt: the receiver said no);
 * or unavailable (the broker is away: the message waits without using up its attempts).
 */
export type SendResult =
  | { readonly kind: 'delivered' }
  | { readonly kind: 'failed'; readonly reason: string }
  | { readonly kind: 'unavailable'; readonly reason: string };

export interface Transport {
  /** Whether a delivery can be tried now (a broker connection is open). */
  available(): boolean;
  send(event: OutgoingEvent): Promise<SendResult>;
  /** Hands a message given up on to the dead letters; false: not now, try again later. */
  deadLetter(event: OutgoingEvent, reason: string, attempts: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface TransportLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A reason short enough for the outbox row and free of addresses (no URL may leak a password). */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') return code.slice(0, 60);
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
    return error.name.slice(0, 60);
  }
  return 'error';
}
