import { de } from '../i18n/de';
import { useDomainConfig } from './DomainConfigContext';

const DEFAULT_LOGO = '/logo.svg';
const DEFAULT_LOGO_INVERSE = '/logo-inverse.svg';

/** The wholesaler's logo as the domain config names it (the inverse one on dark backgrounds). */
export function Logo({
  inverse = false,
  className = '',
}: {
  inverse?: boolean;
  className?: string;
}) {
  const config = useDomainConfig();
  const file = inverse ? config?.logofilenameInversed : config?.logofilename;
  const src = file ? `/${file.replace(/^\//, '')}` : inverse ? DEFAULT_LOGO_INVERSE : DEFAULT_LOGO;
  // The intrinsic size of the logos (240 × 56): the browser reserves the space before the file
  // arrives (no layout shift); the class scales it.
  return <img src={src} alt={de.app.brand} width={240} height={56} className={className} />;
}
