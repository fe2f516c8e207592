import { LanguageMenu } from './LanguageMenu.tsx';

const links = [
  { code: 'en-us', iso: 'en-US', name: 'English', href: '#en', current: false },
  { code: 'de', iso: 'de', name: 'Deutsch', href: '#de', current: true },
  { code: 'es', iso: 'es', name: 'Español', href: '#es', current: false },
  { code: 'fr', iso: 'fr', name: 'Français', href: '#fr', current: false },
  { code: 'it', iso: 'it', name: 'Italiano', href: '#it', current: false },
  { code: 'nl', iso: 'nl', name: 'Nederlands', href: '#nl', current: false },
  { code: 'pt-br', iso: 'pt-BR', name: 'Português', href: '#pt-br', current: false },
];

export const Default = () => (
  <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
    <LanguageMenu label="Sprache: Deutsch" links={links} />
  </div>
);

export const TwoLanguages = () => (
  <LanguageMenu label="Language: English" links={links.slice(0, 2).map((l, i) => ({ ...l, current: i === 0 }))} />
);

export const Narrow = () => <Default />;
Narrow.meta = { width: 'xsmall' };
