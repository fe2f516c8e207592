import { IconArrowRight } from '#ds/primitives/Icon/Icon.tsx';
import { Stack } from '#ds/primitives/Layout/Layout.tsx';
import { Link } from './Link.tsx';

export const Inline = () => (
  <p>
    Every server comes with free DDoS protection. Read the <Link href="#sla">service level agreement</Link> for the uptime we
    guarantee.
  </p>
);

export const Standalone = () => (
  <Stack gap="sm" align="flex-start">
    <Link variant="standalone" href="#plans">
      Compare all plans <IconArrowRight />
    </Link>
    <Link variant="standalone" href="https://docs.example.com" target="_blank" newTabLabel="(opens in a new tab)">
      API documentation
    </Link>
  </Stack>
);

export const Subtle = () => (
  <p>
    © 2025 Example Cloud ·{' '}
    <Link variant="subtle" href="#privacy">
      Privacy
    </Link>{' '}
    ·{' '}
    <Link variant="subtle" href="#terms">
      Terms
    </Link>
  </p>
);

export const External = () => (
  <p>
    Status updates are posted on{' '}
    <Link href="https://status.example.com" target="_blank" newTabLabel="(opens in a new tab)">
      our status page
    </Link>
    .
  </p>
);

export const LongGerman = () => (
  <Stack gap="sm">
    <p>
      Weitere Informationen finden Sie in unserer{' '}
      <Link href="https://docs.example.com/de" target="_blank" newTabLabel="(öffnet in einem neuen Tab)">
        ausführlichen Dokumentation zur Einrichtung verwalteter Kubernetes-Cluster mit automatischer Skalierung
      </Link>
      .
    </p>
    <Link variant="standalone" href="#tarife">
      Alle Tarife für Cloud-Server und verwaltete Datenbanken vergleichen <IconArrowRight />
    </Link>
  </Stack>
);

export const Narrow = () => (
  <Stack gap="md">
    <Inline />
    <LongGerman />
  </Stack>
);
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Stack gap="md">
    <Inline />
    <Standalone />
    <Subtle />
  </Stack>
);
Wide.meta = { width: 'xxlarge' };
