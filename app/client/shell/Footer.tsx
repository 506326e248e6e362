import { useEffect, useState } from 'react';
import { de } from '../../../src/i18n/de';
import { FOCUS_RING } from '../../../src/ui/Button';
import { InfoIcon } from '../../../src/ui/icons';
import { Clock } from './Clock';
import { FooterLinks } from './FooterLinks';

/** SPEC 9: the mobile links popup hides after 5 s. */
const MOBILE_LINKS_HIDE_MS = 5000;

export function Footer() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), MOBILE_LINKS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <footer
      aria-label={de.footer.label}
      className="border-t border-slate-200 bg-white px-4 py-3 text-sm text-slate-600"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4">
        <ul className="hidden gap-4 sm:flex">
          <FooterLinks />
        </ul>
        <div className="relative sm:hidden">
          <button
            type="button"
            aria-label={de.footer.info}
            aria-expanded={open}
            aria-controls="footer-links-mobile"
            onClick={() => setOpen((value) => !value)}
            className={`rounded p-1 text-slate-600 ${FOCUS_RING}`}
          >
            <InfoIcon />
          </button>
          {open ? (
            <ul
              id="footer-links-mobile"
              className="absolute bottom-9 left-0 flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3 shadow-lg"
            >
              <FooterLinks />
            </ul>
          ) : null}
        </div>
        <div className="flex items-center gap-4">
          <Clock at="footer" />
          <span className="text-xs text-slate-500">{de.app.versionLabel(__APP_VERSION__)}</span>
        </div>
      </div>
    </footer>
  );
}
