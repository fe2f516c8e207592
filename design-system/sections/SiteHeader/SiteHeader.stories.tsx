import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { type NavItem, SiteHeader } from './SiteHeader.tsx';

/**
 * Stand-ins for what the site passes in: the real language menu is a client
 * component in `src/`, which the design system does not import.
 */
const Languages = ({ current, label }: { current: string; label: string }) => (
  <a href="#languages" aria-label={label}>
    {current}
  </a>
);

const english: NavItem[] = [
  { label: 'Products', href: '#/products/' },
  { label: 'Pricing', href: '#/pricing/' },
  { label: 'Docs', href: '#/docs/' },
  { label: 'Tutorials', href: '#/tutorials/' },
  { label: 'Blog', href: '#/blog/' },
  { label: 'Marketplace', href: '#/marketplace/' },
  { label: 'Partners', href: '#/partners/' },
];

const german: NavItem[] = [
  { label: 'Produkte', href: '#/de/products/' },
  { label: 'Preise', href: '#/de/pricing/' },
  { label: 'Dokumentation', href: '#/de/docs/' },
  { label: 'Tutorials', href: '#/de/tutorials/' },
  { label: 'Blog', href: '#/de/blog/' },
  { label: 'Marktplatz', href: '#/de/marketplace/' },
  { label: 'Partner', href: '#/de/partners/' },
];

const signedOut = (signIn: string, signUp: string) => (
  <>
    <ButtonLink variant="ghost" size="sm" href="#login">
      {signIn}
    </ButtonLink>
    <ButtonLink size="sm" href="#signup">
      {signUp}
    </ButtonLink>
  </>
);

const EnglishHeader = ({ nav = english }: { nav?: NavItem[] }) => (
  <SiteHeader
    brand="Nuvora"
    homeHref="#/"
    homeLabel="Nuvora home page"
    navLabel="Main navigation"
    menuLabel="Open menu"
    nav={nav}
    actions={signedOut('Sign in', 'Sign up')}
    languages={<Languages current="EN" label="Language: English" />}
  />
);

const GermanHeader = () => (
  <SiteHeader
    brand="Nuvora"
    homeHref="#/de/"
    homeLabel="Nuvora-Startseite"
    navLabel="Hauptnavigation"
    menuLabel="Menü öffnen"
    nav={german.map((item) => ({ ...item, current: item.label === 'Dokumentation' }))}
    actions={signedOut('Anmelden', 'Registrieren')}
    languages={<Languages current="DE" label="Sprache: Deutsch" />}
  />
);

export const Default = () => <EnglishHeader />;

export const CurrentSection = () => (
  <EnglishHeader nav={english.map((item) => ({ ...item, current: item.label === 'Pricing' }))} />
);

export const SignedIn = () => (
  <SiteHeader
    brand="Nuvora"
    homeHref="#/"
    homeLabel="Nuvora home page"
    navLabel="Main navigation"
    menuLabel="Open menu"
    nav={english}
    actions={
      <ButtonLink size="sm" href="#panel">
        Control panel
      </ButtonLink>
    }
    languages={<Languages current="EN" label="Language: English" />}
  />
);

export const LongGerman = () => <GermanHeader />;

/** Below 1024 px the links move into the menu; open it to review the panel. */
export const Narrow = () => <EnglishHeader />;
Narrow.meta = { width: 'xsmall' };

export const NarrowGerman = () => <GermanHeader />;
NarrowGerman.meta = { width: 'xsmall' };

export const Tablet = () => <GermanHeader />;
Tablet.meta = { width: 'medium' };

export const Laptop = () => <GermanHeader />;
Laptop.meta = { width: 'large' };

export const Wide = () => <EnglishHeader />;
Wide.meta = { width: 'xxlarge' };

export const Minimal = () => (
  <SiteHeader
    brand="Nuvora"
    homeHref="#home"
    homeLabel="Nuvora home page"
    navLabel="Main navigation"
    menuLabel="Menu"
    actions={<span>Secure sign-in</span>}
  />
);
