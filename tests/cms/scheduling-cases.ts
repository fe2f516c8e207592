// The scheduling cases of spec §5 that depend on the clock, written into Directus as the fake
// Directus of the e2e run adds them: a copy of a published tutorial scheduled 2 h ahead (shown: within
// three hours) and one 5 h ahead (not shown yet).
import type { RawItem } from '#src/lib/content/query.ts';
import type { DirectusAdmin } from '#src/lib/content/sync/directus-admin.ts';

export const scheduledPaths = { shown: 'e2e-scheduled-in-two-hours', hidden: 'e2e-scheduled-in-five-hours' } as const;

export const seedSchedulingCases = async (admin: DirectusAdmin) => {
  const template = await admin.data<RawItem>(
    'GET',
    '/items/tutorials/en-us%2Finstall-docker-ubuntu-24-04?fields=*,topics.tutorials_topics_id',
  );
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const rows = (
    [
      [scheduledPaths.shown, 2],
      [scheduledPaths.hidden, 5],
    ] as const
  ).map(([path, hours]) => ({
    ...template,
    id: `en-us/${path}`,
    path,
    title: `Scheduled ${hours} hours ahead`,
    publish_after: inHours(hours),
    topics: (template.topics as RawItem[]).map((junction) => ({ tutorials_topics_id: junction.tutorials_topics_id })),
  }));
  await admin.request('POST', '/items/tutorials?fields=id', rows);
};
