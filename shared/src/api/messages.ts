import { i18n } from '../i18n';

/**
 * The server answers in English sentences (and the browser's fetch in its own words). Those a
 * person meets are mapped here to translation keys (shell/i18n, en and de), so a German page
 * does not show "Invalid email or password." The keys are the server's exact sentences, as
 * src/features of the server writes them; a sentence not listed is shown as sent.
 */
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  // The network or the server is gone (Chromium, Firefox, Safari word it differently).
  'Failed to fetch': 'MESSAGE_OFFLINE',
  'NetworkError when attempting to fetch resource.': 'MESSAGE_OFFLINE',
  'Load failed': 'MESSAGE_OFFLINE',
  // Requests the shop cannot read (server/src/http: origins.ts, errors.ts).
  'This request names no valid host. Please open the shop at its usual address.': 'MESSAGE_INVALID_HOST',
  'This address cannot be read. Please check the link, or go back to the shop.': 'MESSAGE_UNREADABLE_ADDRESS',
  // Accounts and sessions.
  'Invalid email or password.': 'MESSAGE_INVALID_LOGIN',
  'email must be unique': 'MESSAGE_EMAIL_TAKEN',
  'Your session token is malformed. Please log in again.': 'MESSAGE_SESSION_MALFORMED',
  'This account no longer exists.': 'MESSAGE_ACCOUNT_GONE',
  'This account does not exist any more.': 'MESSAGE_ACCOUNT_GONE',
  'This email already has an account with a password. Please log in with it.': 'MESSAGE_EMAIL_HAS_PASSWORD',
  'New and repeated password do not match.': 'MESSAGE_PASSWORDS_DIFFER',
  'Two-factor authentication is already set up.': 'MESSAGE_TWO_FACTOR_ALREADY',
  'Please choose one of the security questions.': 'MESSAGE_CHOOSE_SECURITY_QUESTION',
  'The external sign-in could not be verified.': 'MESSAGE_OAUTH_UNVERIFIED',
  'Too many password reset attempts. Please wait a few minutes and try again.': 'MESSAGE_RESET_RATE_LIMITED',
  // Basket, checkout and wallet.
  'Your basket is empty.': 'MESSAGE_BASKET_EMPTY',
  'We are out of stock! Sorry for the inconvenience.': 'MESSAGE_OUT_OF_STOCK',
  'This product is already in the basket: change its quantity instead.': 'MESSAGE_ALREADY_IN_BASKET',
  'Invalid coupon.': 'MESSAGE_INVALID_COUPON',
  'Choose a card to pay with.': 'MESSAGE_CHOOSE_CARD',
  'Choose a card or the wallet to pay with.': 'MESSAGE_CHOOSE_CARD_OR_WALLET',
  'A card number has exactly 16 digits.': 'MESSAGE_CARD_DIGITS',
  'You are not eligible for deluxe membership!': 'MESSAGE_DELUXE_NOT_ELIGIBLE',
  'You are already a deluxe member!': 'MESSAGE_DELUXE_ALREADY',
  'The pickup date cannot lie in the past.': 'MESSAGE_PICKUP_PAST',
  'Please choose a valid pickup date.': 'MESSAGE_PICKUP_INVALID',
  // Reviews, complaints, photo wall.
  'You have already liked this review.': 'MESSAGE_REVIEW_ALREADY_LIKED',
  'Only .md and .pdf files are allowed!': 'MESSAGE_COMPLAINT_FILE_TYPE',
  'Please attach a file.': 'MESSAGE_ATTACH_FILE',
  'Please choose a picture.': 'MESSAGE_CHOOSE_PICTURE',
  'Please give your picture a caption.': 'MESSAGE_PICTURE_CAPTION',
  // The token wallet and the collectibles gallery.
  'Unlink your current wallet first.': 'MESSAGE_UNLINK_WALLET_FIRST',
  'That is not a valid recovery phrase.': 'MESSAGE_INVALID_RECOVERY_PHRASE',
  'Link a wallet first.': 'MESSAGE_LINK_WALLET_FIRST',
  'You have no linked wallet.': 'MESSAGE_NO_LINKED_WALLET',
  'You can only move tokens from your own wallet or contracts.': 'MESSAGE_NOT_YOUR_TOKENS',
  'Use the deposit to put tokens into the Juice Vault.': 'MESSAGE_USE_VAULT_DEPOSIT',
  'The sending account does not hold enough tokens.': 'MESSAGE_NOT_ENOUGH_TOKENS',
  'The vault holds less than that for this account.': 'MESSAGE_VAULT_CREDIT_TOO_LOW',
  'Sender and recipient are the same address.': 'MESSAGE_SAME_ADDRESS',
  'There is no such design in the collection.': 'MESSAGE_NO_SUCH_DESIGN',
  'Every piece of this design has been minted.': 'MESSAGE_DESIGN_MINTED_OUT',
  'This design is not open for minting.': 'MESSAGE_DESIGN_NOT_MINTABLE',
};

/** The translation key of a message from the server or the network, if it has one. */
export function messageKey(message: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(SERVER_MESSAGE_KEYS, message) ? SERVER_MESSAGE_KEYS[message] : undefined;
}

/** A server or network message in the page's language (as sent when it is not mapped). */
export function translateMessage(message: string): string {
  const key = messageKey(message.trim());
  return key && i18n.exists(key) ? i18n.t(key) : message;
}
