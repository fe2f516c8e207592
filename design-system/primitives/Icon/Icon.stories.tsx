import { Grid, Stack } from '#ds/primitives/Layout/Layout.tsx';
import * as Flags from './Flags.tsx';
import { FlagDe } from './Flags.tsx';
import * as LineIcons from './Icon.tsx';
import { type IconComponent, IconServer, type IconSize, IconWarning } from './Icon.tsx';

const Icons = { ...LineIcons, ...Flags };

const all = Object.entries(Icons).filter((entry): entry is [string, IconComponent] => /^(Icon|Flag)[A-Z]/.test(entry[0]));
const sizes: IconSize[] = ['inherit', 'sm', 'md', 'lg', 'xl'];

/** Every icon and flag of the set, with its export name. */
export const AllIcons = () => (
  <Grid as="ul" columns={{ xs: 2, sm: 4, lg: 6 }} gap="lg">
    {all.map(([name, Icon]) => (
      <Stack as="li" key={name} align="center" gap="xs">
        <Icon size="lg" />
        <code>{name}</code>
      </Stack>
    ))}
  </Grid>
);

export const Sizes = () => (
  <Stack direction="row" gap="lg" align="flex-end">
    {sizes.map((size) => (
      <Stack key={size} align="center" gap="xs">
        <IconServer size={size} />
        <FlagDe size={size} />
        <code>{size}</code>
      </Stack>
    ))}
  </Stack>
);

/** Icons take the current text colour and, at `inherit`, the font size. */
export const InText = () => (
  <Stack gap="sm">
    <p>
      <IconServer /> Cloud servers from $4/mo
    </p>
    <h2>
      <IconWarning label="Warning" /> Scheduled maintenance
    </h2>
  </Stack>
);

export const Labelled = () => (
  <p>
    Data centre: <FlagDe title="Germany" /> Frankfurt
  </p>
);

export const LongGerman = () => (
  <p>
    <IconWarning label="Warnung" /> Planmäßige Wartungsarbeiten an der Netzwerkinfrastruktur des Rechenzentrums Frankfurt am Main{' '}
    <FlagDe label="Deutschland" /> zwischen Mitternacht und vier Uhr morgens mitteleuropäischer Sommerzeit.
  </p>
);

export const Narrow = () => <AllIcons />;
Narrow.meta = { width: 'xsmall' };

export const Wide = () => <AllIcons />;
Wide.meta = { width: 'xxlarge' };
