/**
 * The site's SQLite outbox file: `FORMS_DB_PATH`, by default `.data/forms.sqlite` beside the project.
 * Form submissions and referral visits are kept there in tables of their own.
 */
export const formsDbPath = () => process.env.FORMS_DB_PATH || '.data/forms.sqlite';

/** Where submissions are delivered: `FORMS_WEBHOOK_URL`; without it they stay in the outbox for export. */
export const formsWebhookUrl = () => process.env.FORMS_WEBHOOK_URL || undefined;
