/**
 * Every converted endpoint's path, one place for the server's routes and the clients' calls.
 * Plain strings (no schemas), so a client that only calls an endpoint ships no validation code.
 */
export const PATHS = {
  addresses: '/api/Addresss',
  address: '/api/Addresss/:id',
  basket: '/rest/basket/:id',
  basketCoupon: '/rest/basket/:id/coupon/:coupon',
  checkout: '/rest/basket/:id/checkout',
  deliveryMethods: '/api/Deliverys',
  deliveryMethod: '/api/Deliverys/:id',
  products: '/api/Products',
  product: '/api/Products/:id',
  productSearch: '/rest/products/search',
  productReviews: '/rest/products/:id/reviews',
  reviews: '/rest/products/reviews',
  quantities: '/api/Quantitys',
  orderHistory: '/rest/order-history',
  trackOrder: '/rest/track-order/:id',
  recycles: '/api/Recycles',
  recycle: '/api/Recycles/:id',
  quantity: '/api/Quantitys/:id',
  staffOrders: '/rest/order-history/orders',
  deliveryStatus: '/rest/order-history/:id/delivery-status',
  walletBalance: '/rest/wallet/balance',
  basketItems: '/api/BasketItems',
  basketItem: '/api/BasketItems/:id',
  login: '/rest/user/login',
  whoami: '/rest/user/whoami',
  saveLoginIp: '/rest/saveLoginIp',
  users: '/api/Users',
  user: '/api/Users/:id',
  authenticationDetails: '/rest/user/authentication-details',
  cards: '/api/Cards',
  card: '/api/Cards/:id',
  captcha: '/rest/captcha',
  imageCaptcha: '/rest/image-captcha',
  feedbacks: '/api/Feedbacks',
  feedback: '/api/Feedbacks/:id',
  fileUpload: '/file-upload',
  complaints: '/api/Complaints',
  memories: '/rest/memories',
  dataExport: '/rest/user/data-export',
  erasureRequest: '/rest/user/erasure-request',
  twoFactorVerify: '/rest/2fa/verify',
  twoFactorStatus: '/rest/2fa/status',
  twoFactorSetup: '/rest/2fa/setup',
  twoFactorDisable: '/rest/2fa/disable',
  securityQuestions: '/api/SecurityQuestions',
  securityQuestion: '/rest/user/security-question',
  securityAnswers: '/api/SecurityAnswers',
  changePassword: '/rest/user/change-password',
  resetPassword: '/rest/user/reset-password',
  deluxeMembership: '/rest/deluxe-membership',
  challenges: '/api/Challenges',
  challengeProgress: '/api/challenges',
  repeatNotification: '/rest/repeat-notification',
  continueCode: '/rest/continue-code',
  applyContinueCode: '/rest/continue-code/apply/:code',
  countryMapping: '/rest/country-mapping',
  countryMappingYaml: '/rest/country-mapping.yml',
  hints: '/api/Hints',
  hint: '/api/Hints/:id',
  snippets: '/snippets',
  snippet: '/snippets/:challenge',
  snippetVerdict: '/snippets/verdict',
  snippetFixes: '/snippets/fixes/:key',
  snippetFixVerdict: '/snippets/fixes',
  continueCodeFindIt: '/rest/continue-code-findIt',
  applyContinueCodeFindIt: '/rest/continue-code-findIt/apply/:code',
  continueCodeFixIt: '/rest/continue-code-fixIt',
  applyContinueCodeFixIt: '/rest/continue-code-fixIt/apply/:code',
  applicationConfiguration: '/rest/admin/application-configuration',
  applicationVersion: '/rest/admin/application-version',
  readiness: '/rest/admin/readiness',
  reset: '/rest/admin/reset',
  adminRemotes: '/rest/admin/remotes',
  adminRemote: '/rest/admin/remotes/:name',
  languages: '/rest/languages',
  b2bOrders: '/b2b/v2/orders',
  oauthAuthorize: '/oauth-stub/authorize',
  oauthUserInfo: '/oauth-stub/userinfo',
  redirect: '/redirect',
  profileImageUrl: '/profile/image/url',
  profile: '/profile',
  ftpFile: '/ftp/:file',
  supportLog: '/support/logs/:file',
  orderPdf: '/ftp/order_:orderId.pdf',
  promotionSubtitles: '/promotion/subtitles/:language',
  chatbotStatus: '/rest/chatbot/status',
  chatbotRespond: '/rest/chatbot/respond',
  web3Wallet: '/rest/web3/wallet',
  web3Transfers: '/rest/web3/transfers',
  web3VaultDeposit: '/rest/web3/vault/deposit',
  web3VaultWithdraw: '/rest/web3/vault/withdraw',
  web3Contracts: '/rest/web3/contracts',
  web3Nfts: '/rest/web3/nfts',
  web3NftMint: '/rest/web3/nfts/mint',
} as const;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? // A placeholder may be followed by a file extension (`order_:orderId.pdf`).
      Name extends `${infer Bare}.${string}`
      ? Bare
      : Name
    : never;

/** The values a path's `:name` placeholders take. */
export type PathValues<Path extends string> = Record<ParamNames<Path>, string | number>;

/**
 * A path with its placeholders filled in (each value URL-encoded), e.g.
 * `pathTo(PATHS.basket, { id: 4 })` → `/rest/basket/4`.
 */
export function pathTo<Path extends string>(path: Path, values: PathValues<Path>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = (values as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
