import { Link, useCanGoBack, useLocation, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { canAccess, hasRole, ROLE } from '../../../src/api/access';
import { useMe } from '../../../src/platform/session/SessionContext';
import { CartMenu, createList } from '../../../modules/shop/ui';
import { NotificationBell } from '../../../modules/notifications/ui';
import { GlobalSearch, type SearchScreen } from '../../../src/features/search';
import { SyncStatusBar } from '../../../src/features/sync';
import { CatalogueSyncProgress } from '../../../src/catalogue/CatalogueSyncProgress';
import { de } from '../../../src/i18n/de';
import { FOCUS_RING } from '../../../src/ui/Button';
import {
  BackIcon,
  ChevronIcon,
  HomeIcon,
  MenuIcon,
  SwapIcon,
  UpdateIcon,
} from '../../../src/ui/icons';
import { shellDe } from '../../../src/i18n/shell.de';
import { Clock } from './Clock';
import { customerName, headerCustomer } from '../../../src/platform/customerDisplay';
import { useDomainConfig } from '../../../src/platform/DomainConfigContext';
import { Logo } from '../../../src/platform/Logo';
import { NAV_ENTRIES } from './navigation';
import { usePageTitle } from './pageTitle';
import { applyUpdate, updateAvailable } from './serviceWorker';
import { HelpButton } from './HelpButton';
import { ImpersonationBanner } from './ImpersonationBanner';
import { UserMenu } from './UserMenu';
import { useStore } from '../../../src/state/useStore';

/** The search's new basket for an article when the customer has none: the shop's. */
const createBasket = (lieferkundeNr: number, label: string) =>
  createList(lieferkundeNr, 'warenkorb', label);

/** The screens the global search offers (it keeps those the user may open). */
const SEARCH_SCREENS: readonly SearchScreen[] = [
  { to: '/dashboard', title: de.screens.dashboard },
  { to: '/menu', title: de.screens.menu },
  ...NAV_ENTRIES,
];

const ICON_BUTTON = `inline-flex items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 ${FOCUS_RING}`;

function UpdateHint() {
  const available = useStore(updateAvailable);
  if (!available) return null;
  return (
    <button
      type="button"
      onClick={() => void applyUpdate()}
      aria-label={de.navbar.updateAvailable}
      title={de.navbar.updateAvailable}
      className={`${ICON_BUTTON} text-brand-700`}
    >
      <UpdateIcon />
    </button>
  );
}

/**
 * The current delivery customer. On desktop in the tool row (its name wraps, never cut); on a
 * phone as a line of its own under the bar (issue 24 point 5: which address this orders for).
 */
function CustomerInHeader({ mobile = false }: { mobile?: boolean }) {
  const me = useMe();
  const config = useDomainConfig();
  const customer = headerCustomer(me, config);
  if (!customer) return null;
  if (mobile) {
    return (
      <p
        aria-label={de.navbar.customer}
        data-testid="navbar-customer-mobile"
        className="border-t border-slate-100 px-3 py-1 text-xs text-slate-700 md:hidden"
      >
        <span className="font-medium">{customer.name}</span>
        {customer.number ? <span className="text-slate-600"> · {customer.number}</span> : null}
      </p>
    );
  }
  return (
    <p
      aria-label={de.navbar.customer}
      data-testid="navbar-customer"
      className="hidden min-w-0 text-sm leading-tight text-slate-700 md:mr-auto md:block"
    >
      <span className="block font-medium">{customer.name}</span>
      {customer.number ? (
        <span className="block text-xs text-slate-500">{customer.number}</span>
      ) : null}
    </p>
  );
}

function DifferentialBanner() {
  const me = useMe();
  if (!me?.differential || !me.lieferkunde) return null;
  return (
    <div
      role="status"
      data-testid="differential-banner"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-1.5 text-sm text-amber-950"
    >
      <SwapIcon width={16} height={16} />
      <strong>{de.selector.differentialBanner}:</strong>
      <span>{de.selector.differentialBannerText(customerName(me.lieferkunde))}</span>
    </div>
  );
}

/** SPEC 6: the cart menu is for role Auftrag. */
function CartMenuForRole() {
  const me = useMe();
  return me && hasRole(me.user, ROLE.Auftrag) ? <CartMenu /> : null;
}

/**
 * The catalogue's progress only for users who get a catalogue: after an impersonation ends, the
 * admin's worker stops the pharmacy's catalogue stream, and its last progress must not linger.
 */
function CatalogueProgressForShop() {
  const me = useMe();
  return me && canAccess(me.user, 'shop') ? <CatalogueSyncProgress /> : null;
}

/** Pages with nothing to go back to inside the app: the start pages. */
const NO_BACK_PATHS = new Set(['/', '/dashboard']);

/**
 * SPEC 2 "back button (mobile)": history back within the app; hidden on the start pages and
 * when this tab has no earlier entry of the app (opened from a link or a bookmark).
 */
function BackButton() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const { pathname } = useLocation();
  if (!canGoBack || NO_BACK_PATHS.has(pathname)) return null;
  return (
    <button
      type="button"
      data-testid="navbar-back"
      aria-label={shellDe.navbar.back}
      title={shellDe.navbar.back}
      onClick={() => router.history.back()}
      className={`${ICON_BUTTON} -ml-1 shrink-0 md:hidden`}
    >
      <BackIcon />
    </button>
  );
}

export function Navbar() {
  const title = usePageTitle();
  const { pathname } = useLocation();
  // SPEC 2 "Mobile has a collapsible bar": opened for one page, folded again on the next.
  const [expandedOn, setExpandedOn] = useState<string | null>(null);
  const expanded = expandedOn === pathname;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white shadow-sm">
      <nav
        aria-label={de.navbar.label}
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-2"
      >
        <BackButton />
        <Link
          to="/dashboard"
          aria-label={de.navbar.home}
          className={`shrink-0 rounded ${FOCUS_RING}`}
        >
          <img src="/icons/icon.svg" alt="" className="size-9 sm:hidden" />
          <Logo className="hidden h-9 w-auto sm:block" />
        </Link>
        {/* Issue 24 point 4: the title wraps rather than being cut. */}
        <p
          data-testid="navbar-title"
          className="min-w-0 flex-1 text-base leading-tight font-semibold break-words text-slate-900 sm:text-lg"
        >
          {title}
        </p>
        {/* Outside the collapsible tools so the badges are visible on mobile too; on desktop at
            the end of the first row, where the search's growth in the second cannot move them. */}
        <div className="flex shrink-0 items-center gap-1">
          <HelpButton />
          <CartMenuForRole />
          <NotificationBell />
        </div>
        <button
          type="button"
          className={`${ICON_BUTTON} md:hidden`}
          aria-expanded={expanded}
          aria-controls="navbar-tools"
          aria-label={de.navbar.toggle}
          data-testid="navbar-toggle"
          onClick={() => setExpandedOn(expanded ? null : pathname)}
        >
          <ChevronIcon className={expanded ? 'rotate-180' : ''} />
        </button>
        <div
          id="navbar-tools"
          className={`${expanded ? 'flex' : 'hidden'} w-full flex-wrap items-center gap-2 md:flex md:flex-nowrap`}
        >
          <CustomerInHeader />
          <Link
            to="/dashboard"
            aria-label={de.navbar.dashboard}
            title={de.navbar.dashboard}
            className={ICON_BUTTON}
          >
            <HomeIcon />
          </Link>
          <Link
            to="/menu"
            data-tutorial="main-menu"
            aria-label={de.navbar.menu}
            title={de.navbar.menu}
            className={ICON_BUTTON}
          >
            <MenuIcon />
          </Link>
          <GlobalSearch screens={SEARCH_SCREENS} createBasket={createBasket} />
          <Clock at="navbar" />
          <UpdateHint />
          <UserMenu />
        </div>
      </nav>
      <CustomerInHeader mobile />
      <ImpersonationBanner />
      <DifferentialBanner />
      <SyncStatusBar />
      <CatalogueProgressForShop />
    </header>
  );
}
