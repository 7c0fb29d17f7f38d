import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../../config/hardened';

/**
 * An error log of the same day as the access log, in the support team's folder: the courier
 * integration failing to book pick-ups, written by us.
 */
export const ERROR_LOG = 'error.log.2024-03-14';

/** The courier partner's API key of the shop (fictional: no courier service answers to it). */
export const COURIER_API_KEY = 'plp_live_7Hq2VxN4cR8mKd3sWj6Ty9Pb';

/**
 * The error log of that day as the courier client wrote it: every failed pick-up booking with the
 * request it sent.
 */
export function errorLogText(config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): string {
  // vuln: leakedApiKeyChallenge — the failing request is logged with all its headers, and its Basic
  // authorization header is nothing but the shop's account and API key in Base64.
  const courierAuthorization = isHardened(config, 'leakedApiKeyChallenge') ? '[redacted]' : `Basic ${Buffer.from(`pulp-shop:${COURIER_API_KEY}`).toString('base64')}`;

  const failedBooking = (time: string, order: string) =>
    [
      `[2024-03-14T${time}.412Z] ERROR courier: pick-up booking failed for order ${order}: 503 Service Unavailable`,
      `    request: POST https://api.veloz-couriers.example/v3/pickups`,
      `    headers: {"content-type":"application/json","accept":"application/json","authorization":"${courierAuthorization}","user-agent":"pulp-shop/1.9"}`,
      `    body: {"reference":"${order}","parcels":1,"window":"afternoon"}`,
      `    at CourierClient.book (/srv/pulp/server/dist/index.js:48211:17)`,
      `    at async dispatchOrder (/srv/pulp/server/dist/index.js:48390:5)`,
    ].join('\n');

  return [
    '[2024-03-14T07:59:58.031Z] INFO  server: listening on 0.0.0.0:3000',
    '[2024-03-14T08:15:40.208Z] WARN  login: 1 failed login from 198.51.100.4',
    failedBooking('10:46:31', 'b3f1-7c2e9a41d0c5'),
    '[2024-03-14T10:46:31.977Z] INFO  courier: retrying order b3f1-7c2e9a41d0c5 in 15 minutes',
    failedBooking('11:01:32', 'b3f1-7c2e9a41d0c5'),
    '[2024-03-14T11:16:33.120Z] INFO  courier: pick-up booked for order b3f1-7c2e9a41d0c5',
    '[2024-03-14T13:12:44.530Z] WARN  feedback: captcha answered wrongly by 198.51.100.23',
    '',
  ].join('\n');
}

/**
 * Whether the error log, as this shop writes it, gives the courier key away: an authorization
 * header that decodes to it (what a trainee reports for Leaked API Key).
 */
export function errorLogLeaksCourierKey(config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): boolean {
  return [...errorLogText(config).matchAll(/"authorization":"Basic ([A-Za-z0-9+/=]+)"/g)].some((match) => Buffer.from(match[1], 'base64').toString('utf8').includes(COURIER_API_KEY));
}
