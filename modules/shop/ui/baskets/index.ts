// The baskets feature's public surface for other features (the global search adds an article to
// the primary basket the way the shop does; call-off and last-chance screens add theirs; the
// supplier baskets, issue 15, take the quantity field and the field rules of the shop's lists).
export { createList } from './BasketForms';
export { PrimaryBasketWidget } from './PrimaryBasketWidget';
export {
  addToPrimaryBasket,
  orderBasketRows,
  orderBaskets,
  type AddedToBasket,
} from './primaryBasket';
export { AddedToBasketStatus, type AddedAnnouncement } from './AddedToBasketStatus';
export { QuantityField } from './QuantityField';
export { errorText, parseNote, parseQuantity } from './validation';
export { addOutcome } from './addOutcome';
