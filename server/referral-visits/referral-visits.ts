import { formsDbPath } from '#server/forms/settings.ts';
import { createDelivery } from '#server/outbox/delivery.ts';
import { createMainApi } from '#src/lib/main-api/main-api.ts';
import { openVisitOutbox, type ReferralVisitRecord, type VisitOutbox } from './visit-outbox.ts';

type ReferralVisitsOptions = {
  /** The SQLite file; FORMS_DB_PATH by default, beside the form submissions. */
  file?: string;
  /** The main API; MAIN_API_URL by default. Without one, visits are kept until a server with one starts. */
  mainApiUrl?: string;
  send?: (visit: ReferralVisitRecord) => Promise<void>;
};

/** `POST /api/webmasters/visits` (spec §7); the visit's id travels as an idempotency key. */
const mainApiSender = (baseUrl: string) => {
  const mainApi = createMainApi({ baseUrl });
  return (visit: ReferralVisitRecord) => mainApi.recordWebmasterVisit({ wmid: visit.wmid, bannerID: visit.bannerId }, visit.id);
};

/**
 * Visits of referral links (spec §4): stored durably before the visitor is
 * redirected, then delivered to the main API with retries, across restarts.
 * The store opens on first use, never at build time.
 */
export const createReferralVisits = (options: ReferralVisitsOptions = {}) => {
  let outbox: VisitOutbox | undefined;
  const getOutbox = () => {
    outbox ??= openVisitOutbox(options.file ?? formsDbPath());
    return outbox;
  };
  const mainApi = options.mainApiUrl ?? (process.env.MAIN_API_URL || undefined);
  const send = options.send ?? (mainApi ? mainApiSender(mainApi) : undefined);
  let delivery: ReturnType<typeof createDelivery<ReferralVisitRecord>> | undefined;
  const getDelivery = () => {
    if (send) delivery ??= createDelivery({ outbox: getOutbox(), send, what: 'referral visit' });
    return delivery;
  };
  return {
    /** Stores the visit (on disk when this returns) and starts its delivery. */
    record(wmid: string, bannerId: string, path: string): void {
      getOutbox().add(wmid, bannerId, path);
      void getDelivery()?.tick();
    },
    /** Starts delivering: what was stored before a restart goes out as soon as the server is back. */
    startDelivery() {
      getDelivery()?.start();
      void getDelivery()?.tick();
    },
  };
};

export type ReferralVisits = ReturnType<typeof createReferralVisits>;
