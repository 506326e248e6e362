// Who sees a basket: those who may act for its delivery customer see their own baskets and the
// ones shared with the company; a basket's rows are visible exactly when the basket is.
export const basketVisibleTo = (
  basket: { ownerId: string; sharedWithCompany: boolean },
  userId: string,
) => basket.ownerId === userId || basket.sharedWithCompany;
