import { createDelivery } from '#server/outbox/delivery.ts';
import { trustedProxyHops } from '#server/proxy-trust.ts';
import { signInPath, siteConfig } from '#src/lib/site-config.ts';
import { emailRegistered } from './email-registry.ts';
import { createFormIntake } from './intake.ts';
import { type Outbox, openOutbox, type Submission } from './outbox.ts';
import { formsDbPath, formsWebhookUrl } from './settings.ts';
import { webhookSender } from './webhook.ts';

/**
 * Form intake with its outbox and webhook delivery, configured from the
 * environment. The outbox opens on first use, never at build time (the build
 * loads the server entry too).
 */
export const createFormsModule = () => {
  let outbox: Outbox | undefined;
  const getOutbox = () => {
    outbox ??= openOutbox(formsDbPath());
    return outbox;
  };
  const webhook = formsWebhookUrl();
  let delivery: ReturnType<typeof createDelivery<Submission>> | undefined;
  const getDelivery = () => {
    if (webhook) delivery ??= createDelivery({ outbox: getOutbox(), send: webhookSender(webhook), what: 'form' });
    return delivery;
  };
  return {
    routes: createFormIntake({
      outbox: getOutbox,
      allowedOrigins: [siteConfig.siteUrl],
      emailRegistered: emailRegistered(process.env.MAIN_API_URL || undefined),
      loginUrl: signInPath,
      onStored: () => void getDelivery()?.tick(),
      trustedProxies: trustedProxyHops(),
    }),
    /** Starts delivering: what was stored before a restart goes out as soon as the server is back. */
    startDelivery() {
      getDelivery()?.start();
      void getDelivery()?.tick();
    },
  };
};
