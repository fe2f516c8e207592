// `npm run test:crash` (needs `npm run build` first): the form outbox under a crash.
//
// 1 000 valid posts are sent at once, each from its own address (the intake limits bursts per IP).
// Once a third of them have been answered the server is killed with SIGKILL, then started again
// on the same outbox; the posts that got no answer are sent again, as a visitor would. Then:
// - every post answered 2xx is in the outbox (nothing accepted is lost);
// - every one of them reaches the local webhook signed (`X-Signature`, FORMS_WEBHOOK_SECRET: the
//   webhook refuses a post whose signature does not verify), and the webhook, deduplicating by the
//   idempotency key the server sends, accepts each id exactly once;
// - nothing reaches the webhook that the outbox does not hold.
// Raw repeats (a delivery cut between the webhook's answer and the outbox update) are counted and printed.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openOutbox } from '#server/forms/outbox.ts';
import { signatureValid } from '#server/forms/webhook-signature.ts';
import { startSite } from '#tests/site-process.ts';

const TOTAL = Number(process.env.CRASH_POSTS || 1000);
const SITE_PORT = Number(process.env.CRASH_PORT || 8490);
const HOOK_PORT = SITE_PORT + 1;
const origin = `http://127.0.0.1:${SITE_PORT}`;
const dbPath = path.join(mkdtempSync(path.join(tmpdir(), 'forms-crash-')), 'forms.sqlite');

const SECRET = 'crash-test-webhook-secret-0123456789';
// The local webhook: refuses (401) a post whose signature does not verify, counts every other per idempotency key.
const deliveries = new Map<string, number>();
let unsigned = 0;
const hook = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    body += chunk;
  });
  req.on('end', () => {
    if (!signatureValid(SECRET, req.headers['x-signature'] as string | undefined, body, Date.now() / 1000)) {
      unsigned++;
      res.writeHead(401).end();
      return;
    }
    const id = String(req.headers['idempotency-key'] ?? '');
    deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
    res.writeHead(200).end('{}');
  });
});
await new Promise<void>((resolve) => hook.listen(HOOK_PORT, '127.0.0.1', resolve));

const post = async (n: number): Promise<string | null> => {
  try {
    const res = await fetch(`${origin}/api/forms/join-program`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({
        name: `Visitor ${n}`,
        email: `visitor-${n}@social.example`,
        socials: `https://social.example/visitor-${n}`,
        locale: 'en-us',
      }),
    });
    if (res.status !== 201) return null;
    return ((await res.json()) as { id: string }).id;
  } catch {
    return null;
  }
};

// As behind one proxy (TRUST_PROXY_HOPS=1): each post's x-forwarded-for is its own visitor, so no post is rate-limited.
const siteEnv = {
  FORMS_DB_PATH: dbPath,
  FORMS_WEBHOOK_URL: `http://127.0.0.1:${HOOK_PORT}/hook`,
  FORMS_WEBHOOK_SECRET: SECRET,
  TRUST_PROXY_HOPS: '1',
};
let site = await startSite(SITE_PORT, siteEnv);
const accepted: string[] = [];
let answered = 0;
let killed = false;
const first = await Promise.all(
  Array.from({ length: TOTAL }, async (_, n) => {
    const id = await post(n);
    answered++;
    if (id) accepted.push(id);
    if (!killed && answered >= TOTAL / 3) {
      killed = true;
      site.child.kill('SIGKILL');
    }
    return id ? null : n;
  }),
);
const unanswered = first.filter((n): n is number => n !== null);
console.log(`first run: ${accepted.length} accepted before and around the SIGKILL, ${unanswered.length} without an answer`);

site = await startSite(SITE_PORT, siteEnv);
for (const id of await Promise.all(unanswered.map((n) => post(n)))) if (id) accepted.push(id);
console.log(`after the restart: ${accepted.length} of ${TOTAL} accepted`);

// Wait for delivery of everything accepted (the server retries on its own schedule).
const deadline = Date.now() + 120_000;
while (Date.now() < deadline && !accepted.every((id) => deliveries.has(id))) await new Promise((r) => setTimeout(r, 250));
await site.stop();
hook.close();

const outbox = openOutbox(dbPath);
const stored = new Map(outbox.all().map((s) => [s.id, s]));
outbox.close();
const missingFromOutbox = accepted.filter((id) => !stored.has(id));
const undelivered = accepted.filter((id) => !deliveries.has(id));
const unknownDelivered = [...deliveries.keys()].filter((id) => !stored.has(id));
const repeats = [...deliveries.values()].filter((count) => count > 1).length;

console.log(`outbox rows: ${stored.size}; accepted and missing from the outbox: ${missingFromOutbox.length}`);
console.log(
  `delivered ids: ${deliveries.size}; accepted but undelivered: ${undelivered.length}; unknown ids delivered: ${unknownDelivered.length}`,
);
console.log(`ids the webhook saw more than once (dropped by its idempotency key): ${repeats}`);
console.log(`posts refused for a signature that did not verify: ${unsigned}`);
const ok =
  accepted.length === TOTAL &&
  missingFromOutbox.length === 0 &&
  undelivered.length === 0 &&
  unknownDelivered.length === 0 &&
  unsigned === 0;
console.log(ok ? 'crash test passed' : 'crash test FAILED');
process.exit(ok ? 0 : 1);
