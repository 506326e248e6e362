// The baskets feature's public surface for other features (the global search adds an article to
// the primary basket the way the shop does).
export { createList } from './BasketForms';
export { PrimaryBasketWidget } from './PrimaryBasketWidget';
