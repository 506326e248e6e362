// The analytics screens' texts (issue 14), apart from `de`: only the lazily loaded analytics
// chunks import them, so the /login bundle (150 KB gzip budget) does not carry a screen's texts
// that its user may never open. `de.screens` keeps the titles the navigation needs. The call-off
// screen's texts are its module's (modules/callOff/texts.de.ts).
import { analyticsDe } from './analytics.de';
import { deliveryPharmacyDe } from './deliveryPharmacy.de';

export const analyticsTexts = {
  ...analyticsDe,
  deliveryPharmacy: deliveryPharmacyDe,
};
