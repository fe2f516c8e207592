import { useState } from 'react';
import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { Checkbox, type CheckedState } from './Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });

export const Default = () => <Checkbox label="Send me product news" />;

export const Checked = () => <Checkbox label="Send me product news" defaultChecked />;

export const Indeterminate = () => {
  const [servers, setServers] = useState([true, false, true]);
  const all: CheckedState = servers.every(Boolean) ? true : servers.some(Boolean) ? 'indeterminate' : false;
  return (
    <div className={stack}>
      <Checkbox label="All servers" checked={all} onCheckedChange={(next) => setServers(servers.map(() => next === true))} />
      {servers.map((checked, index) => (
        <Checkbox
          key={`web-${index + 1}`}
          label={`web-${index + 1}`}
          checked={checked}
          onCheckedChange={(next) => setServers(servers.map((value, i) => (i === index ? next === true : value)))}
        />
      ))}
    </div>
  );
};

export const WithHint = () => (
  <Checkbox label="Enable automatic backups" hint="Daily snapshots, kept for 7 days. Adds 20 % to the server price." />
);

export const WithError = () => (
  <Checkbox
    label="I accept the terms of service"
    hint="You can cancel at any time."
    error="Accept the terms to continue."
    required
  />
);

export const Invalid = () => <Checkbox label="I accept the terms of service" invalid />;

export const Disabled = () => (
  <div className={stack}>
    <Checkbox label="Unchecked and disabled" disabled />
    <Checkbox label="Checked and disabled" disabled defaultChecked />
    <Checkbox label="Indeterminate and disabled" disabled checked="indeterminate" />
  </div>
);

export const LongGerman = () => (
  <Checkbox
    label="Ja, senden Sie Rechnungen und Benachrichtigungen an meine geschäftliche E-Mail-Adresse statt an die Kontoinhaberadresse"
    hint="Die Einstellung können Sie jederzeit in den Kontoeinstellungen unter „Benachrichtigungen“ ändern."
    error="Bitte bestätigen Sie die Allgemeinen Geschäftsbedingungen."
  />
);

const AllStates = () => (
  <div className={stack}>
    <Default />
    <Checked />
    <Indeterminate />
    <WithHint />
    <WithError />
    <Disabled />
    <LongGerman />
  </div>
);

export const Narrow = () => <AllStates />;
Narrow.meta = { width: 'xsmall' };

export const Wide = () => <AllStates />;
Wide.meta = { width: 'xxlarge' };

const workloads = [
  { value: 'web', label: 'Websites and web apps' },
  { value: 'data', label: 'Databases and analytics' },
  { value: 'ml', label: 'Machine learning' },
  { value: 'other', label: 'Something else' },
];

/** Several answers to one question; Tab moves between boxes, Space ticks. */
export const Group = () => {
  const [value, setValue] = useState<string[]>(['data']);
  return <CheckboxGroup legend="What will you run?" options={workloads} value={value} onValueChange={setValue} required />;
};

export const GroupWithError = () => (
  <CheckboxGroup
    legend="What will you run?"
    options={workloads}
    value={[]}
    onValueChange={() => {}}
    required
    error="Please select a product or service"
  />
);
