import { Card } from '#ds/primitives/Card/Card.tsx';
import { Grid, Stack } from '#ds/primitives/Layout/Layout.tsx';
import { Skeleton } from './Skeleton.tsx';

export const Text = () => <Skeleton lines={3} />;

export const Block = () => <Skeleton variant="block" height="12rem" />;

export const Circles = () => (
  <Stack direction="row" gap="md" align="center">
    <Skeleton variant="circle" size="sm" />
    <Skeleton variant="circle" size="md" />
    <Skeleton variant="circle" size="lg" />
  </Stack>
);

/** How a loading card composes them; the card region says it is busy. */
export const LoadingCard = () => (
  <Card as="section" aria-busy="true" aria-label="Loading">
    <Stack direction="row" gap="md" align="center">
      <Skeleton variant="circle" />
      <Skeleton width="40%" />
    </Stack>
    <Skeleton variant="block" />
    <Skeleton lines={4} />
  </Card>
);

/** A heading-sized line stands in for a long German title: it sizes by font, not by text. */
export const LongGerman = () => (
  <Stack gap="sm">
    <h2>
      <Skeleton width="80%" />
    </h2>
    <p>Inhalte der Preisübersicht für verwaltete Kubernetes-Cluster werden geladen …</p>
    <Skeleton lines={5} />
  </Stack>
);

export const Narrow = () => <LoadingCard />;
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Grid columns={{ xs: 1, md: 3 }} gap="lg">
    <LoadingCard />
    <LoadingCard />
    <LoadingCard />
  </Grid>
);
Wide.meta = { width: 'xxlarge' };
