import { Button } from '#ds/primitives/Button/Button.tsx';
import { IconDatabase, IconServer } from '#ds/primitives/Icon/Icon.tsx';
import { Grid, Stack } from '#ds/primitives/Layout/Layout.tsx';
import { Card, CardLink, type CardPadding, type CardVariant } from './Card.tsx';

const variants: CardVariant[] = ['elevated', 'outlined', 'muted'];
const paddings: CardPadding[] = ['none', 'sm', 'md', 'lg'];

export const Variants = () => (
  <Grid columns={{ xs: 1, md: 3 }} gap="lg">
    {variants.map((variant) => (
      <Card key={variant} variant={variant}>
        <h3>{variant}</h3>
        <p>Linux and Windows VPS with NVMe storage.</p>
      </Card>
    ))}
  </Grid>
);

export const Paddings = () => (
  <Stack gap="md">
    {paddings.map((padding) => (
      <Card key={padding} variant="outlined" padding={padding}>
        <p>padding: {padding}</p>
      </Card>
    ))}
  </Stack>
);

export const Interactive = () => (
  <Grid as="ul" columns={{ xs: 1, md: 2 }} gap="lg">
    <Card as="li" interactive>
      <IconServer size="lg" />
      <h3>
        <CardLink href="#cloud">Cloud servers</CardLink>
      </h3>
      <p>Hover the card or tab to its link: the whole card is the target.</p>
    </Card>
    <Card as="li" interactive variant="outlined">
      <IconDatabase size="lg" />
      <h3>Managed databases</h3>
      <p>Interactive without a card link: the card lifts while a control inside has focus.</p>
      <Button size="sm" variant="secondary">
        Configure
      </Button>
    </Card>
  </Grid>
);

export const AsArticle = () => (
  <Card as="article" variant="muted" padding="lg">
    <h2>Release notes</h2>
    <p>Rendered as an article element.</p>
  </Card>
);

export const LongGerman = () => (
  <Card as="article" interactive padding="lg">
    <h3>
      <CardLink href="#datenbanken">Vollständig verwaltete Datenbankcluster mit automatischer Ausfallsicherung</CardLink>
    </h3>
    <p>
      MySQL, PostgreSQL und Redis mit täglichen Sicherungen, Point-in-Time-Wiederherstellung und Überwachung rund um die Uhr durch
      unser Betriebsteam in Frankfurt am Main.
    </p>
  </Card>
);

export const Narrow = () => (
  <Stack gap="md">
    <Variants />
    <LongGerman />
  </Stack>
);
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Stack gap="md">
    <Variants />
    <Interactive />
  </Stack>
);
Wide.meta = { width: 'xxlarge' };
