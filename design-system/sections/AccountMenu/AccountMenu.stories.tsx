import { AccountMenu } from './AccountMenu.tsx';

const links = [
  { label: 'Control panel', href: '#panel' },
  { label: 'Balance and payments', href: '#billing' },
];

export const Default = () => (
  <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
    <AccountMenu name="jane.doe" label="Account: jane.doe" links={links} action={{ label: 'Log out', onSelect: () => {} }} />
  </div>
);

export const WithStaffLink = () => (
  <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
    <AccountMenu
      name="editor"
      label="Account: editor"
      links={[...links, { label: 'Edit site content', href: '#cms' }]}
      action={{ label: 'Log out', onSelect: () => {} }}
    />
  </div>
);

export const LongName = () => (
  <AccountMenu
    name="a-really-long-account-alias-that-does-not-fit"
    label="Account: a-really-long-account-alias-that-does-not-fit"
    links={links}
  />
);
LongName.meta = { width: 'xsmall' };
