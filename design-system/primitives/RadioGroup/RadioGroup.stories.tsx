import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { RadioGroup, type RadioOption } from './RadioGroup.tsx';

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' });

const billing: RadioOption[] = [
  { value: 'hourly', label: 'Hourly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly', description: 'Two months free.' },
  { value: 'reserved', label: 'Reserved (3 years)', disabled: true, description: 'Sold out in this region.' },
];

const os: RadioOption[] = [
  { value: 'ubuntu', label: 'Ubuntu' },
  { value: 'debian', label: 'Debian' },
  { value: 'rocky', label: 'Rocky Linux' },
  { value: 'windows', label: 'Windows Server' },
];

export const Default = () => <RadioGroup legend="Billing period" options={billing} defaultValue="monthly" />;

export const Horizontal = ({ orientation }: { orientation: 'vertical' | 'horizontal' }) => (
  <RadioGroup legend="Operating system" orientation={orientation} options={os} defaultValue="ubuntu" />
);
Horizontal.args = { orientation: 'horizontal' };
Horizontal.argTypes = { orientation: { options: ['vertical', 'horizontal'], control: { type: 'radio' } } };

export const WithHint = () => (
  <RadioGroup legend="Billing period" hint="You can switch at the end of any period." options={billing} />
);

export const WithError = () => (
  <RadioGroup
    legend="Billing period"
    hint="You can switch at the end of any period."
    error="Choose a billing period."
    options={billing}
    required
  />
);

export const Disabled = () => <RadioGroup legend="Billing period" options={billing} defaultValue="monthly" disabled />;

export const LongGerman = () => (
  <RadioGroup
    legend="An welche Adresse sollen wir Rechnungen und Benachrichtigungen für dieses Konto senden?"
    hint="Die Auswahl gilt für alle Projekte in diesem Konto."
    error="Bitte wählen Sie eine Zustelladresse aus."
    orientation="horizontal"
    options={[
      { value: 'business', label: 'Ihre geschäftliche E-Mail-Adresse für Rechnungen und Benachrichtigungen' },
      { value: 'owner', label: 'Adresse der Kontoinhaberin bzw. des Kontoinhabers' },
      {
        value: 'post',
        label: 'Postversand',
        description: 'Kostenpflichtig, 2 € je Rechnung, nur innerhalb der Europäischen Union verfügbar.',
        disabled: true,
      },
    ]}
  />
);

const AllStates = () => (
  <div className={stack}>
    <Default />
    <Horizontal orientation="horizontal" />
    <WithError />
    <Disabled />
    <LongGerman />
  </div>
);

export const Narrow = () => <AllStates />;
Narrow.meta = { width: 'xsmall' };

export const Wide = () => <AllStates />;
Wide.meta = { width: 'xxlarge' };
