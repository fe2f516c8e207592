import { SkipLink } from './SkipLink.tsx';

export const Default = () => (
  <>
    <p>Press Tab to reveal the link.</p>
    <SkipLink href="#main">Skip to main content</SkipLink>
    <main id="main">Main content</main>
  </>
);

export const LongGerman = () => <SkipLink href="#main">Zum Hauptinhalt springen</SkipLink>;
LongGerman.meta = { width: 'xsmall' };
