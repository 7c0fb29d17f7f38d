/** What a valid coupon code grants, whichever series it comes from. */
export interface RegularCoupon {
  discount: number;
  /** Last valid month, YYYY-MM. */
  validUntil: string;
}
