import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { vars } from '#ds/theme/theme.css.ts';
import { ActiveTableOfContents } from './ActiveTableOfContents.tsx';
import { TableOfContents, type TocHeading } from './TableOfContents.tsx';

const headings: TocHeading[] = [
  { id: 'prerequisites', text: 'Prerequisites', level: 2 },
  { id: 'create-cluster', text: 'Create the database cluster', level: 2 },
  { id: 'choose-plan', text: 'Choose a plan and region', level: 3 },
  { id: 'standby-nodes', text: 'Add standby nodes', level: 3 },
  { id: 'connect', text: 'Connect your application', level: 2 },
  { id: 'connection-pooling', text: 'Use connection pooling', level: 3 },
  { id: 'failover', text: 'Test a failover', level: 2 },
  { id: 'next-steps', text: 'Next steps', level: 2 },
];

const german: TocHeading[] = [
  { id: 'voraussetzungen', text: 'Voraussetzungen und benötigte Zugriffsberechtigungen', level: 2 },
  { id: 'cluster', text: 'Hochverfügbaren PostgreSQL-Datenbankcluster anlegen', level: 2 },
  { id: 'tarif', text: 'Tarif, Rechenzentrumsstandort und Speicherkapazität auswählen', level: 3 },
  { id: 'standby', text: 'Standby-Knoten in weiteren Verfügbarkeitszonen hinzufügen', level: 3 },
  { id: 'verbindung', text: 'Anwendung mit dem Datenbankcluster verbinden', level: 2 },
  { id: 'wiederherstellung', text: 'Zeitpunktgenaue Wiederherstellung (Point-in-Time-Recovery) testen', level: 2 },
];

export const Default = () => <TableOfContents headings={headings} aria-label="On this page" title="On this page" />;

export const ActiveHeading = () => (
  <TableOfContents headings={headings} aria-label="On this page" title="On this page" activeId="standby-nodes" />
);

export const FlatWithoutTitle = () => (
  <TableOfContents headings={headings.filter((h) => h.level === 2)} aria-label="On this page" activeId="connect" />
);

export const StartsWithLevelThree = () => (
  <TableOfContents
    aria-label="On this page"
    title="On this page"
    headings={[{ id: 'tldr', text: 'In short', level: 3 }, ...headings.slice(0, 4)]}
  />
);

export const LongGerman = () => (
  <TableOfContents headings={german} aria-label="Auf dieser Seite" title="Auf dieser Seite" activeId="standby" />
);

export const Narrow = () => (
  <TableOfContents headings={german} aria-label="Auf dieser Seite" title="Auf dieser Seite" activeId="standby" />
);
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <TableOfContents headings={headings} aria-label="On this page" title="On this page" activeId="connect" />
);
Wide.meta = { width: 'xxlarge' };

const paragraphs: Record<string, string> = {
  prerequisites:
    'You need a Nuvora account with billing enabled, the nuvora CLI 2.4 or later and a private network in the region you deploy to.',
  'create-cluster': 'A cluster is one primary node and up to two standby nodes that replicate from it synchronously.',
  'choose-plan': 'Pick the plan by memory first: PostgreSQL performs best when the working set fits in RAM.',
  'standby-nodes':
    'Standby nodes run in different availability zones. If the primary fails, one of them is promoted within 30 seconds.',
  connect: 'Use the private hostname from the control panel; it always points to the current primary.',
  'connection-pooling': 'PgBouncer in transaction mode lets hundreds of short-lived connections share a few server processes.',
  failover: 'Trigger a manual failover from the control panel and watch your application reconnect.',
  'next-steps': 'Set up point-in-time recovery, read replicas for reporting and alerts on replication lag.',
};

/** Scroll the article: the link of the section being read is highlighted (IntersectionObserver). */
export const LiveHighlight = () => (
  <div className={sprinkles({ display: 'grid', gridTemplateColumns: { xs: 1, lg: 4 }, gap: 'xl' })}>
    {/* The docs layout makes the sidebar sticky; this story does the same inline. */}
    <div
      className={sprinkles({ display: { xs: 'none', lg: 'block' } })}
      style={{ position: 'sticky', top: vars.space.lg, alignSelf: 'start' }}
    >
      <ActiveTableOfContents headings={headings} aria-label="On this page" title="On this page" />
    </div>
    <article style={{ gridColumn: 'span 3' }}>
      {headings.map((h) => {
        const Heading = h.level === 2 ? 'h2' : 'h3';
        return (
          <section key={h.id} className={sprinkles({ paddingBlock: 'xxxl' })}>
            <Heading id={h.id}>{h.text}</Heading>
            {[1, 2, 3].map((n) => (
              <p key={n} className={sprinkles({ marginBlock: 'lg' })}>
                {paragraphs[h.id]}
              </p>
            ))}
          </section>
        );
      })}
    </article>
  </div>
);
