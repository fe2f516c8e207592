import { useState } from 'react';
import { IconArrowRight, IconExternal, IconServer } from '#ds/primitives/Icon/Icon.tsx';
import { Stack } from '#ds/primitives/Layout/Layout.tsx';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from './Button.tsx';

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'link'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

export const Variants = () => (
  <Stack gap="lg">
    {variants.map((variant) => (
      <Stack key={variant} direction="row" gap="md" align="center" wrap="wrap">
        {sizes.map((size) => (
          <Button key={size} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>
        ))}
      </Stack>
    ))}
  </Stack>
);

export const Disabled = () => (
  <Stack direction="row" gap="md" wrap="wrap">
    {variants.map((variant) => (
      <Button key={variant} variant={variant} disabled>
        Deploy
      </Button>
    ))}
  </Stack>
);

export const Loading = () => (
  <Stack direction="row" gap="md" wrap="wrap" align="center">
    {variants.map((variant) => (
      <Button key={variant} variant={variant} loading>
        Create server
      </Button>
    ))}
    <Button size="lg" loading leadingIcon={<IconServer />}>
      Create server
    </Button>
  </Stack>
);

/** Click to see the loading state for two seconds; the button keeps focus and width. */
export const LoadingToggle = () => {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      loading={loading}
      onClick={() => {
        setLoading(true);
        setTimeout(() => setLoading(false), 2000);
      }}
    >
      Save changes
    </Button>
  );
};

export const WithIcons = () => (
  <Stack direction="row" gap="md" wrap="wrap" align="center">
    <Button leadingIcon={<IconServer />}>Create server</Button>
    <Button variant="secondary" trailingIcon={<IconArrowRight />}>
      View plans
    </Button>
    <Button variant="ghost" size="sm" leadingIcon={<IconServer />} trailingIcon={<IconArrowRight />}>
      Both icons
    </Button>
    <ButtonLink variant="link" href="#docs" trailingIcon={<IconExternal />}>
      Documentation
    </ButtonLink>
  </Stack>
);

export const FullWidth = () => (
  <Stack gap="sm">
    <Button fullWidth>Create account</Button>
    <ButtonLink fullWidth variant="secondary" href="#login">
      Log in
    </ButtonLink>
  </Stack>
);

export const Links = () => (
  <Stack direction="row" gap="md" wrap="wrap" align="center">
    {variants.map((variant) => (
      <ButtonLink key={variant} variant={variant} href="#signup">
        Sign up
      </ButtonLink>
    ))}
    <ButtonLink href="#signup" disabled>
      Sign up (disabled)
    </ButtonLink>
  </Stack>
);

export const LongGerman = () => (
  <Stack gap="md" align="flex-start">
    <Button size="lg" trailingIcon={<IconArrowRight />}>
      Jetzt kostenlos registrieren und Startguthaben für Cloud-Server sichern
    </Button>
    <Button variant="secondary" loading>
      Datenbankeinstellungen werden gespeichert
    </Button>
    <ButtonLink variant="ghost" href="#kontakt">
      Kontaktieren Sie unser Vertriebsteam für individuelle Unternehmensangebote
    </ButtonLink>
  </Stack>
);

export const Narrow = () => (
  <Stack gap="md">
    <LongGerman />
    <FullWidth />
  </Stack>
);
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Stack gap="xl">
    <Variants />
    <WithIcons />
  </Stack>
);
Wide.meta = { width: 'xxlarge' };
