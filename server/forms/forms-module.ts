import { createMainApi } from '../../src/lib/main-api/main-api.ts';
import { loginUrl, siteConfig } from '../../src/lib/site-config.ts';
import { trustedProxyHops } from '../proxy-trust.ts';
import { createDelivery, webhookSender } from './delivery.ts';
import { emailRegistered } from './email-registry.ts';
import { createFormIntake } from './intake.ts';
import { type Outbox, openOutbox, type Submission } from './outbox.ts';
import { formsDbPath, formsWebhookUrl } from './settings.ts';

const VISIT = 'webmaster-visit';

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
  const mainApiUrl = process.env.MAIN_API_URL || undefined;
  const mainApi = mainApiUrl ? createMainApi({ baseUrl: mainApiUrl }) : undefined;
  const toWebhook = webhook ? webhookSender(webhook) : undefined;
  /** Visits of referral links go to the main API (spec §7), everything else to the forms webhook. */
  const send = async (submission: Submission) => {
    if (submission.form === VISIT) {
      if (!mainApi) throw new Error('no MAIN_API_URL for webmaster visits');
      await mainApi.recordWebmasterVisit(
        { wmid: submission.payload.wmid as string, bannerID: submission.payload.bannerID as string },
        submission.id,
      );
      return;
    }
    if (!toWebhook) throw new Error('no FORMS_WEBHOOK_URL');
    await toWebhook(submission);
  };
  let delivery: ReturnType<typeof createDelivery> | undefined;
  const getDelivery = () => {
    if (webhook || mainApi) delivery ??= createDelivery({ outbox: getOutbox(), send });
    return delivery;
  };
  return {
    routes: createFormIntake({
      outbox: getOutbox,
      allowedOrigins: [siteConfig.siteUrl],
      emailRegistered: emailRegistered(process.env.MAIN_API_URL || undefined),
      loginUrl: loginUrl(),
      onStored: () => void getDelivery()?.tick(),
      trustedProxies: trustedProxyHops(),
    }),
    /** Stores the visit of a referral link durably, like a form, for delivery to the main API. */
    recordVisit(wmid: string, bannerId: string, path: string) {
      getOutbox().add(VISIT, 'en-us', { wmid, bannerID: bannerId, path });
      void getDelivery()?.tick();
    },
    /** Starts delivering: what was stored before a restart goes out as soon as the server is back. */
    startDelivery() {
      getDelivery()?.start();
      void getDelivery()?.tick();
    },
  };
};
