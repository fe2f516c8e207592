import { vars } from '#ds/theme/theme.css.ts';
import { Container } from './Container.tsx';

const Filler = () => (
  <p style={{ background: vars.color.brandSoft, padding: vars.space.md }}>
    Content is centred at the site’s maximum width (1216 px) with a gutter on each side.
  </p>
);

export const Default = () => (
  <Container>
    <Filler />
  </Container>
);

export const AsSection = () => (
  <Container as="section" aria-label="Beispielbereich">
    <p>Als &lt;section&gt; gerendert, mit denselben Rändern.</p>
  </Container>
);

export const Narrow = () => <Default />;
Narrow.meta = { width: 'xsmall' };

export const Wide = () => <Default />;
Wide.meta = { width: 'xxlarge' };
