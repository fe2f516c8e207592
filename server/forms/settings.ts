import { wholeNumberSetting } from '#server/whole-number-setting.ts';

/**
 * The site's SQLite outbox file: `FORMS_DB_PATH`, by default `.data/forms.sqlite` beside the project.
 * Form submissions and referral visits are kept there in tables of their own.
 */
export const formsDbPath = () => process.env.FORMS_DB_PATH || '.data/forms.sqlite';

/** Where submissions are delivered: `FORMS_WEBHOOK_URL`; without it they stay in the outbox for export. */
export const formsWebhookUrl = () => process.env.FORMS_WEBHOOK_URL || undefined;

/**
 * How many days a delivered submission (and a delivered referral visit) is kept: `FORMS_RETENTION_DAYS`,
 * 90 by default, 1 to 3650. Undelivered ones are kept until delivered, whatever their age.
 */
export const formsRetentionDays = (value: string | undefined = process.env.FORMS_RETENTION_DAYS): number =>
  wholeNumberSetting('FORMS_RETENTION_DAYS', value, { fallback: 90, min: 1, max: 3650 });

/**
 * When delivery stops trying: after `FORMS_DELIVERY_MAX_ATTEMPTS` failed posts (48 by default: with the
 * back-off, about 40 hours of trying) or once a submission is `FORMS_DELIVERY_MAX_AGE_HOURS` old (72),
 * whichever comes first. The submission is then marked failed: kept, counted and exported, never sent again.
 */
export const deliveryGiveUp = (env: NodeJS.ProcessEnv = process.env) => ({
  maxAttempts: wholeNumberSetting('FORMS_DELIVERY_MAX_ATTEMPTS', env.FORMS_DELIVERY_MAX_ATTEMPTS, {
    fallback: 48,
    min: 1,
    max: 10_000,
  }),
  maxAgeMs:
    wholeNumberSetting('FORMS_DELIVERY_MAX_AGE_HOURS', env.FORMS_DELIVERY_MAX_AGE_HOURS, { fallback: 72, min: 1, max: 87_600 }) *
    3_600_000,
});

/**
 * The key the webhook's `X-Signature` is made with: `FORMS_WEBHOOK_SECRET`. In production
 * (`NODE_ENV=production`) a webhook URL without a secret stops the server at start: the receiver could not
 * tell our posts from anyone's. Elsewhere (a developer's machine, tests) posts go unsigned, with a warning.
 */
export const formsWebhookSecret = (env: NodeJS.ProcessEnv = process.env): string | undefined => {
  const secret = env.FORMS_WEBHOOK_SECRET || undefined;
  if (!secret && env.FORMS_WEBHOOK_URL && env.NODE_ENV === 'production')
    throw new Error('FORMS_WEBHOOK_SECRET must be set when FORMS_WEBHOOK_URL is (production signs every delivery)');
  if (secret && secret.length < 16) throw new Error('FORMS_WEBHOOK_SECRET must be at least 16 characters long');
  return secret;
};
