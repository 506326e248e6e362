// The consent store: the flags in force (from localStorage), and the dialog's state. The shell
// mounts the dialog when `dialog.open` is true; the telemetry (./telemetry.ts) follows `flags`.
// Another tab's choice arrives through the `storage` event, so it takes effect there at once too.
import { Store } from '../../state/store';
import {
  PRIVACY_STORAGE_KEY,
  readConsent,
  writeConsent,
  type ConsentState,
  type PrivacyFlags,
} from './settings';

export type ConsentView = 'main' | 'details';

export interface ConsentDialogState {
  readonly open: boolean;
  readonly view: ConsentView;
  /** The path on which the user opened the dialog ('Privatsphäre'); null when the app asked. */
  readonly openedOn: string | null;
}

export interface ConsentSnapshot extends ConsentState {
  readonly dialog: ConsentDialogState;
}

const CLOSED: ConsentDialogState = { open: false, view: 'main', openedOn: null };

/** The legal documents: the dialog links to the privacy policy, which must be readable. */
const LEGAL_PAGES = /^\/docs(\/|$)/;

/**
 * Whether the dialog shows on `pathname`: everywhere while open, except that a dialog the app
 * opened (no choice yet) steps aside on the legal documents, so the privacy policy it links to
 * can be read before choosing; it is back on any other page.
 */
export function dialogVisible(dialog: ConsentDialogState, pathname: string): boolean {
  if (!dialog.open) return false;
  return !LEGAL_PAGES.test(pathname) || dialog.openedOn === pathname;
}

export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ConsentStoreOptions {
  readonly storage?: ConsentStorage | undefined;
  readonly now?: () => Date;
  /** Where `storage` events come from (another tab's choice); none in tests. */
  readonly events?: Pick<Window, 'addEventListener'> | undefined;
}

function browserStorage(): ConsentStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage disabled (a privacy mode): the choice holds for this page only.
    return undefined;
  }
}

export class ConsentStore {
  readonly state: Store<ConsentSnapshot>;
  private readonly storage: ConsentStorage | undefined;
  private readonly now: () => Date;

  constructor(options: ConsentStoreOptions = {}) {
    this.storage = 'storage' in options ? options.storage : browserStorage();
    this.now = options.now ?? (() => new Date());
    const initial = readConsent(this.read());
    // SPEC 4: no stored choice (or one lacking a flag) opens the dialog, known choices kept.
    this.state = new Store<ConsentSnapshot>({
      ...initial,
      dialog: { ...CLOSED, open: initial.needsChoice },
    });
    options.events?.addEventListener('storage', (event) => {
      if (event.key !== PRIVACY_STORAGE_KEY) return;
      const next = readConsent(event.newValue);
      if (next.needsChoice) return;
      this.state.set({ ...next, dialog: CLOSED });
    });
  }

  get flags(): PrivacyFlags {
    return this.state.get().flags;
  }

  /** The footer's 'Privatsphäre': opens the dialog again, in the detail view. */
  openSettings(
    view: ConsentView = 'details',
    from: string | null = globalThis.location?.pathname ?? null,
  ): void {
    this.state.set({ ...this.state.get(), dialog: { open: true, view, openedOn: from } });
  }

  /** 'Zwecke anzeigen' and back. */
  showView(view: ConsentView): void {
    const current = this.state.get();
    this.state.set({ ...current, dialog: { ...current.dialog, view } });
  }

  /** Any of the dialog's choices: stores them and closes the dialog (SPEC 4: saved on close). */
  choose(flags: PrivacyFlags): void {
    const value = writeConsent(flags, this.now());
    try {
      this.storage?.setItem(PRIVACY_STORAGE_KEY, value);
    } catch {
      // Storage full or refused: the choice still holds for this page.
    }
    const chosen = readConsent(value);
    this.state.set({ ...chosen, dialog: CLOSED });
  }

  private read(): string | null {
    try {
      return this.storage?.getItem(PRIVACY_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }
}

/** The app's one consent store. */
export const consent = new ConsentStore({
  events: typeof window === 'undefined' ? undefined : window,
});
