import { createDelivery } from '#server/outbox/delivery.ts';
import type { BacklogSnapshot } from '#server/outbox/delivery-state.ts';
import { createRetention } from '#server/outbox/retention.ts';
import { trustedProxyHops } from '#server/proxy-trust.ts';
import { signInPath, siteConfig } from '#src/lib/site-config.ts';
import { emailRegistered } from './email-registry.ts';
import { createFormIntake } from './intake.ts';
import { type Outbox, openOutbox, type Submission } from './outbox.ts';
import { deliveryGiveUp, formsDbPath, formsRetentionDays, formsWebhookSecret, formsWebhookUrl } from './settings.ts';
import { webhookSender } from './webhook.ts';

/** What form delivery reports besides the outbox: failed attempts, to the metrics. */
export type FormsObserver = { deliveryFailed?: (gaveUp: boolean) => void };

/**
 * Form intake with its outbox, signed webhook delivery and retention, configured from the
 * environment. The settings are read here, so a wrong one stops the server before it listens; the
 * outbox opens on first use, never at build time (the build loads the server entry too).
 */
export const createFormsModule = (observer: FormsObserver = {}) => {
  const retentionDays = formsRetentionDays();
  const giveUp = deliveryGiveUp();
  let outbox: Outbox | undefined;
  const getOutbox = () => {
    outbox ??= openOutbox(formsDbPath());
    return outbox;
  };
  const webhook = formsWebhookUrl();
  let delivery: ReturnType<typeof createDelivery<Submission>> | undefined;
  const getDelivery = () => {
    if (webhook)
      delivery ??= createDelivery({
        outbox: getOutbox(),
        send: webhookSender(webhook, { secret: formsWebhookSecret() }),
        what: 'form',
        giveUp,
        onFailure: observer.deliveryFailed,
      });
    return delivery;
  };
  // Delivered submissions and referral visits alike, in the same file.
  const retention = createRetention({ file: formsDbPath(), retentionDays });
  return {
    routes: createFormIntake({
      outbox: getOutbox,
      allowedOrigins: [siteConfig.siteUrl],
      emailRegistered: emailRegistered(process.env.MAIN_API_URL || undefined),
      loginUrl: signInPath,
      onStored: () => void getDelivery()?.tick(),
      trustedProxies: trustedProxyHops(),
    }),
    /** Whether submissions are delivered at all (FORMS_WEBHOOK_URL); without it the backlog is expected. */
    delivers: webhook !== undefined,
    /** Pending and failed submissions, for /readyz and /metrics. */
    backlog: (): BacklogSnapshot => getOutbox().backlog(),
    /**
     * Starts delivering (what was stored before a restart goes out as soon as the server is back) and
     * the hourly retention purge. A webhook without its secret in production throws here, before the
     * server listens.
     */
    startDelivery() {
      // The tables exist before the retention worker looks for them.
      getOutbox();
      if (webhook && !formsWebhookSecret())
        console.warn(JSON.stringify({ level: 'warn', msg: 'FORMS_WEBHOOK_SECRET unset: webhook posts are not signed' }));
      getDelivery()?.start();
      void getDelivery()?.tick();
      retention.start();
    },
  };
};
