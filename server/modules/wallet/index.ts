// What other modules (ticketing) use of cash and coupons (docs/requirements/my-page.md#my-13, #my-14).
export { creditCash, spendCash, cashBalanceOf, type CashCause, type CashMovement } from './cash'
export {
  selectCoupon,
  useCoupon,
  releaseCoupon,
  restoreCoupon,
  usableCouponOf,
  type SelectedCoupon,
} from './coupons'
export { walletRoutes } from './routes'
