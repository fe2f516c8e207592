import { Card } from '#ds/primitives/Card/Card.tsx';
import { Box, Grid, Stack } from './Layout.tsx';

const Tile = ({ children }: { children: string }) => (
  <Card variant="muted" padding="sm">
    {children}
  </Card>
);

export const StackColumn = () => (
  <Stack gap="md">
    <Tile>One</Tile>
    <Tile>Two</Tile>
    <Tile>Three</Tile>
  </Stack>
);

/** A column on phones, a row from md (768 px) up, with a larger gap on wide screens. */
export const StackResponsive = () => (
  <Stack direction={{ xs: 'column', md: 'row' }} gap={{ xs: 'sm', lg: 'xl' }} align={{ xs: 'stretch', md: 'center' }}>
    <Tile>One</Tile>
    <Tile>Two</Tile>
    <Tile>Three</Tile>
  </Stack>
);

export const StackJustify = () => (
  <Stack direction="row" justify="space-between" align="center">
    <Tile>Start</Tile>
    <Tile>End</Tile>
  </Stack>
);

/** One column on phones, two on tablets, four on desktops. */
export const GridResponsive = () => (
  <Grid as="ul" columns={{ xs: 1, sm: 2, lg: 4 }} gap={{ xs: 'sm', md: 'lg' }}>
    {['Cloud servers', 'Databases', 'Kubernetes', 'Object storage', 'Load balancers', 'Firewall', 'Backups', 'VPC'].map(
      (name) => (
        <li key={name}>
          <Tile>{name}</Tile>
        </li>
      ),
    )}
  </Grid>
);

export const BoxSpacing = () => (
  <Box as="section" paddingBlock={{ xs: 'lg', lg: 'xxl' }} paddingInline="md" textAlign="center">
    <Tile>Section with responsive padding</Tile>
  </Box>
);

export const LongGerman = () => (
  <Grid columns={{ xs: 1, md: 3 }} gap="lg">
    <Tile>Hochverfügbare Datenbankcluster mit automatischer Ausfallsicherung</Tile>
    <Tile>Skalierbare Kubernetes-Umgebungen für containerisierte Anwendungen</Tile>
    <Tile>Objektspeicher mit S3-kompatibler Programmierschnittstelle</Tile>
  </Grid>
);

export const Narrow = () => (
  <Stack gap="xl">
    <StackResponsive />
    <GridResponsive />
  </Stack>
);
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Stack gap="xl">
    <StackResponsive />
    <GridResponsive />
  </Stack>
);
Wide.meta = { width: 'xxlarge' };
