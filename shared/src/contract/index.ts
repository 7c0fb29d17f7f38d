/**
 * `@pulp/shared/contract`: the one description of the shop's API that the server and the
 * clients share — valibot schemas for every converted endpoint's params, query, body and
 * answer, the limits both sides enforce, and the paths clients call.
 */
export * from './endpoint';
export * from './paths';
export * from './common';
export * from './limits';
export * from './languages';
export * from './hardening';
export * as entities from './entities';
export { addresses, AddressBody } from './addresses';
export { staff, PriceBody, StockBody, DeliveryStatusBody } from './staff';
export { wallet, TopUpBody } from './wallet';
export { deliveries } from './deliveries';
export { basket, CheckoutBody, CheckoutAnswer, CouponParams } from './basket';
export { products, SEARCH_MAX } from './products';
export { reviews, ReviewId, NewReviewBody, EditReviewBody, LikeBody } from './reviews';
export { recycles, RecycleBody } from './recycles';
export { orders, TrackOrderParams } from './orders';
export { users, LoginBody, RegistrationBody, WhoAmI, EMAIL_MAX, PASSWORD_TEXT_MAX } from './users';
export { basketItems, NewBasketItemBody, BasketItemQuantityBody } from './basket-items';
export { cards, CardBody } from './cards';
export { feedback, FeedbackBody, FEEDBACK_COMMENT_MAX } from './feedback';
export { complaints, memories, ComplaintBody, StoredUpload } from './complaints';
export * from './account';
export { challenges, ChallengeQuery, RepeatNotificationQuery, ContinueCodeParams } from './challenges';
export { codingChallenges, SnippetParams, SnippetVerdictBody, FixesParams, FixVerdictBody, FindItHint, SNIPPET_LINES_MAX } from './coding-challenges';
export { shop, RESET_SCOPES, type ResetScope, ResetBody, DeluxeBody, B2bOrderBody } from './shop';
export { remotes, RemoteChangeBody, RemoteDescriptorSchema, RemoteNameParams, RemoteState, REMOTE_VERSION_PATTERN } from './remotes';
export * from './remote-descriptor';
export * from './remote-modules';
export { links, AuthorizeQuery, ApproveBody, UserInfoQuery, RedirectQuery, FtpFileParams } from './links';
export { externalAccountPassword } from './external-accounts';
export * from './chatbot';
export * from './web3';

import type { Endpoint } from './endpoint';
import { addresses } from './addresses';
import { staff } from './staff';
import { wallet } from './wallet';
import { deliveries } from './deliveries';
import { basket } from './basket';
import { products } from './products';
import { reviews } from './reviews';
import { recycles } from './recycles';
import { orders } from './orders';
import { users } from './users';
import { basketItems } from './basket-items';
import { cards } from './cards';
import { feedback } from './feedback';
import { complaints, memories } from './complaints';
import { account } from './account';
import { challenges } from './challenges';
import { codingChallenges } from './coding-challenges';
import { shop } from './shop';
import { links } from './links';
import { remotes } from './remotes';
import { chatbot } from './chatbot';
import { web3 } from './web3';

/** Every endpoint of the contract, by feature (the server test checks each one is served). */
export const ENDPOINTS = {
  addresses,
  staff,
  wallet,
  deliveries,
  basket,
  basketItems,
  products,
  reviews,
  recycles,
  orders,
  users,
  cards,
  feedback,
  complaints,
  memories,
  account,
  challenges,
  codingChallenges,
  shop,
  links,
  remotes,
  chatbot,
  web3,
};

/** One endpoint of ENDPOINTS with the feature and the name it is listed under. */
export interface ListedEndpoint {
  feature: keyof typeof ENDPOINTS;
  name: string;
  endpoint: Endpoint;
}

/**
 * Every endpoint of the contract in one list, in the order of ENDPOINTS. A function, not a
 * constant: a client that imports the contract for one path keeps no list of every schema.
 */
export function listEndpoints(): ListedEndpoint[] {
  return (Object.entries(ENDPOINTS) as [keyof typeof ENDPOINTS, Record<string, Endpoint>][]).flatMap(([feature, group]) =>
    Object.entries(group).map(([name, endpoint]) => ({ feature, name, endpoint })),
  );
}
