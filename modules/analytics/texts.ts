// The analytics screens' texts (issue 14), apart from `de`: only the lazily loaded analytics
// chunks import them, so the /login bundle (150 KB gzip budget) does not carry a screen's texts
// that its user may never open. `de.screens` keeps the titles the navigation needs.
import { analyticsDe } from './texts.de';

export const analyticsTexts = analyticsDe;
