import { useState } from 'react';
import { Button } from '#ds/primitives/Button/Button.tsx';
import { Banner, type BannerVariant } from './Banner.tsx';
import { BannerClose, BannerFrame } from './BannerFrame.tsx';

const variants: BannerVariant[] = ['info', 'promo', 'warning'];

const text: Record<BannerVariant, string> = {
  info: 'Our status page has moved to status.example.com.',
  promo: 'New: managed Kubernetes in Frankfurt, free control plane.',
  warning: 'Scheduled maintenance on 12 May, 02:00–03:00 UTC.',
};

/** Close it to see it hide itself (uncontrolled); reload the story to bring it back. */
export const Default = ({ variant }: { variant: BannerVariant }) => (
  <Banner variant={variant} dismissLabel="Dismiss" action={{ label: 'Learn more', href: '#learn-more' }}>
    {text[variant]}
  </Banner>
);
Default.args = { variant: 'promo' };
Default.argTypes = { variant: { options: variants, control: { type: 'radio' } } };

/** Every variant, with and without an action link. */
export const Variants = () => (
  <>
    {variants.map((variant) => (
      <Banner key={variant} variant={variant} dismissLabel="Dismiss" action={{ label: 'Learn more', href: '#learn-more' }}>
        {text[variant]}
      </Banner>
    ))}
    {variants.map((variant) => (
      <Banner key={`${variant}-plain`} variant={variant} dismissLabel="Dismiss">
        {text[variant]}
      </Banner>
    ))}
  </>
);

/** Controlled by the page, as the site does when it remembers the choice. */
export const Controlled = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Banner open={open} onDismiss={() => setOpen(false)} variant="info" dismissLabel="Dismiss" label="Announcement">
        {text.info}
      </Banner>
      {open ? null : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Show the banner again
        </Button>
      )}
    </>
  );
};

export const LongGerman = () => (
  <Banner variant="promo" dismissLabel="Hinweis schließen" action={{ label: 'Jetzt kostenlos ausprobieren', href: '#testen' }}>
    Neu: Vollständig verwaltete Kubernetes-Cluster im Rechenzentrum Frankfurt am Main – die Steuerungsebene ist dauerhaft
    kostenlos, Sie bezahlen ausschließlich die Arbeitsknoten.
  </Banner>
);

export const Narrow = () => (
  <Banner variant="warning" dismissLabel="Dismiss" action={{ label: 'Details', href: '#details' }}>
    {text.warning}
  </Banner>
);
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Banner variant="promo" dismissLabel="Dismiss" action={{ label: 'Learn more', href: '#learn-more' }}>
    {text.promo}
  </Banner>
);
Wide.meta = { width: 'xxlarge' };

/**
 * The frame alone, as a server component renders it: the page brings its own close control (here it
 * only counts clicks; the site's top-liner stores the dismissal and hides the banner itself).
 */
export const Frame = () => {
  const [clicks, setClicks] = useState(0);
  return (
    <BannerFrame
      variant="info"
      label="Announcement"
      action={{ label: 'Learn more', href: '#learn-more' }}
      close={<BannerClose label="Dismiss" onClick={() => setClicks((n) => n + 1)} />}
    >
      {text.info} {clicks > 0 ? `(close clicked ${clicks}×)` : null}
    </BannerFrame>
  );
};
