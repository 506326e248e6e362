// SPEC 2 "Help button: hidden on shop pages except cart, cart list, wish list, wish-list list
// and orders pages." Shown on every other page of the logged-in layout.

/** The shop pages that keep the help button (a list's `$id` is any single segment). */
const SHOP_PAGES_WITH_HELP = [
  /^\/shop\/warenkorb$/, // the single basket (it opens the primary one)
  /^\/shop\/warenkorb\/[^/]+$/,
  /^\/shop\/warenkoerbe$/,
  /^\/shop\/merkliste\/[^/]+$/,
  /^\/shop\/merklisten$/,
  /^\/shop\/bestellungen$/,
];

/** Whether the help button shows on this path (pathname, without query or hash). */
export function showsHelpButton(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path !== '/shop' && !path.startsWith('/shop/')) return true;
  return SHOP_PAGES_WITH_HELP.some((page) => page.test(path));
}
