import { Hono } from 'hono/tiny';
import { toLocale } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { bodySizeLimit, clientIp, createRateLimiter, isSameSitePost } from '#server/request-guards.ts';
import { type FormMessageId, formMessages } from '#src/features/forms/form-rules.ts';
import { type FormName, isFormName, validateForm } from '#src/features/forms/forms.ts';
import type { Outbox } from './outbox.ts';

const MAX_BODY_BYTES = 32 * 1024;
/** Field that people never see; whatever fills it is a bot. */
export const HONEYPOT_FIELD = 'fax';
const SIGN_UP_FORMS = new Set<FormName>(['business-sign-up', 'personal-sign-up']);

type IntakeOptions = {
  outbox: () => Outbox;
  /** Origins allowed besides the request's own (the production site). */
  allowedOrigins: readonly string[];
  emailRegistered: (email: string) => Promise<boolean>;
  loginUrl: string;
  /** Called after a submission is stored, to start its delivery. */
  onStored?: () => void;
  rateLimit?: { max: number; windowMs: number };
  /** Proxies in front of the server whose `x-forwarded-for` is believed (TRUST_PROXY_HOPS); 0 by default. */
  trustedProxies?: number;
  now?: () => number;
};

/**
 * Form intake (issue 6): `POST /api/forms/{form}` with JSON. Cross-site posts
 * are refused (403), floods limited per IP (429), bots caught by a honeypot;
 * valid submissions are written to the outbox before the 2xx answer, and
 * invalid ones get per-field messages (400). Each message comes as its id
 * (`messageIds`, `messageId`), which the site's forms translate themselves, and
 * in the visitor's language (`errors`, `error`, `message`) for any other reader.
 */
export const createFormIntake = (options: IntakeOptions) => {
  const now = options.now ?? Date.now;
  const { max, windowMs } = options.rateLimit ?? { max: 10, windowMs: 60_000 };
  const limited = createRateLimiter({ max, windowMs, now });
  const app = new Hono();

  app.post(
    '/api/forms/:form',
    bodySizeLimit(MAX_BODY_BYTES, async (c) =>
      (await getIntl(toLocale(c.req.query('locale')), ['forms'])).formatMessage({ id: formMessages.tooLarge }),
    ),
    async (c) => {
      const form = c.req.param('form');
      if (!isFormName(form)) return c.json({ error: `Unknown form "${form}".` }, 404);
      let body: Record<string, unknown> = {};
      let readable = true;
      try {
        const parsed: unknown = await c.req.json();
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
        else readable = false;
      } catch {
        readable = false;
      }
      const locale = toLocale(typeof body.locale === 'string' ? body.locale : c.req.query('locale'));
      const intl = await getIntl(locale, ['forms']);
      const t = (id: FormMessageId) => intl.formatMessage({ id });
      const refused = (messageId: FormMessageId) => ({ error: t(messageId), messageId });
      const fieldErrors = (messageIds: Record<string, FormMessageId>) => ({
        errors: Object.fromEntries(Object.entries(messageIds).map(([field, id]) => [field, t(id)])),
        messageIds,
      });

      if (!isSameSitePost(c, options.allowedOrigins)) return c.json(refused(formMessages.origin), 403);
      if (limited(clientIp(c, options.trustedProxies ?? 0))) {
        c.header('retry-after', String(Math.ceil(windowMs / 1000)));
        return c.json(refused(formMessages.rateLimit), 429);
      }
      if (!readable) return c.json(refused(formMessages.unreadable), 400);
      if (typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '') {
        console.warn(JSON.stringify({ level: 'warn', msg: 'form honeypot filled', form }));
        return c.json({ ok: true, message: t(formMessages.sent), messageId: formMessages.sent }, 202);
      }

      const result = validateForm(form, body);
      if (!result.ok) return c.json(fieldErrors(result.errors), 400);
      if (SIGN_UP_FORMS.has(form) && (await options.emailRegistered(String(result.data.email)))) {
        return c.json(
          {
            ...fieldErrors({ email: formMessages.emailExists }),
            login: { label: t(formMessages.emailExistsLogin), href: options.loginUrl },
          },
          400,
        );
      }
      const id = options.outbox().add(form, locale, result.data);
      options.onStored?.();
      return c.json({ ok: true, id, message: t(formMessages.sent), messageId: formMessages.sent }, 201);
    },
  );
  return app;
};
