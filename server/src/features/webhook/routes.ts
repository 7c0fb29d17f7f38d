import type { AppContext } from '../../context';
import { DEFAULT_DELIVERY, WebhookDelivery, type DeliveryOptions } from './delivery';
import { issuerOf, solutionPayload } from './payload';

/**
 * SOLUTIONS_WEBHOOK: POSTs every solve (not the restores of a progress code, which were reported
 * where they were first solved) to the trainer's receiver. Returns the delivery (null without a
 * webhook) so that the shop can stop it on close.
 */
export function registerSolutionsWebhook(ctx: AppContext, options: Partial<DeliveryOptions> = {}): WebhookDelivery | null {
  const url = ctx.settings.solutionsWebhook;
  if (!url) return null;
  const delivery = new WebhookDelivery(url, {
    ...DEFAULT_DELIVERY,
    onGiveUp: (reason) => process.stderr.write(`Pulp: the solutions webhook ${url} did not take a solve: ${reason}\n`),
    ...options,
  });
  const issuer = issuerOf(ctx.config.application.name, ctx.settings.configName, ctx.version);
  ctx.challenges.onSolved((challenge, event) => {
    if (!event.isRestore) delivery.send(solutionPayload(challenge, ctx.challenges.flag(challenge.key), issuer, new Date()));
  });
  return delivery;
}
