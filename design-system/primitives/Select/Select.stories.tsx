import { useState } from 'react';
import { Field } from '#ds/primitives/Field/Field.tsx';
import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { Select, type SelectOption } from './Select.tsx';

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

const regions: SelectOption[] = [
  { value: 'fra', label: 'Frankfurt' },
  { value: 'ams', label: 'Amsterdam' },
  { value: 'lon', label: 'London', disabled: true },
  { value: 'nyc', label: 'New York' },
  { value: 'sfo', label: 'San Francisco' },
  { value: 'sgp', label: 'Singapore' },
];

export const Default = () => (
  <Field label="Data centre region">{(props) => <Select options={regions} placeholder="Choose a region" {...props} />}</Field>
);

export const Selected = () => (
  <Field label="Data centre region">{(props) => <Select options={regions} defaultValue="ams" {...props} />}</Field>
);

export const Controlled = () => {
  const [region, setRegion] = useState('nyc');
  return (
    <div className={stack}>
      <Field label="Data centre region" hint={`Selected value: ${region}`}>
        {(props) => <Select options={regions} value={region} onValueChange={setRegion} {...props} />}
      </Field>
    </div>
  );
};

export const WithHint = () => (
  <Field label="Data centre region" hint="Pick the one closest to your users. London is full.">
    {(props) => <Select options={regions} placeholder="Choose a region" {...props} />}
  </Field>
);

export const WithError = () => (
  <Field label="Data centre region" hint="Pick the one closest to your users." error="Choose a region." required>
    {(props) => <Select options={regions} placeholder="Choose a region" {...props} />}
  </Field>
);

export const Disabled = () => (
  <Field label="Data centre region">{(props) => <Select options={regions} defaultValue="fra" disabled {...props} />}</Field>
);

export const Sizes = () => (
  <div className={stack}>
    {(['sm', 'md', 'lg'] as const).map((size) => (
      <Field key={size} label={`Size ${size}`}>
        {(props) => <Select size={size} options={regions} defaultValue="fra" {...props} />}
      </Field>
    ))}
  </div>
);

const sorts: SelectOption[] = [
  { value: 'name', label: 'Name' },
  { value: 'created', label: 'Newest first' },
  { value: 'price', label: 'Price' },
];

/** No visible label: `label` becomes the select's accessible name. */
export const Standalone = () => <Select label="Sort servers by" options={sorts} defaultValue="name" size="sm" />;

export const LongGerman = () => (
  <Field
    label="An welche Adresse sollen wir Rechnungen und Benachrichtigungen senden?"
    hint="Die Auswahl gilt für alle Projekte dieses Kontos."
    error="Bitte wählen Sie eine Zustelladresse aus."
  >
    {(props) => (
      <Select
        placeholder="Bitte auswählen"
        options={[
          { value: 'business', label: 'Ihre geschäftliche E-Mail-Adresse für Rechnungen und Benachrichtigungen' },
          { value: 'owner', label: 'Adresse der Kontoinhaberin bzw. des Kontoinhabers' },
          { value: 'post', label: 'Postversand (kostenpflichtig)', disabled: true },
        ]}
        defaultValue="business"
        {...props}
      />
    )}
  </Field>
);

const AllStates = () => (
  <div className={stack}>
    <Default />
    <Selected />
    <WithError />
    <Disabled />
    <LongGerman />
  </div>
);

export const Narrow = () => <AllStates />;
Narrow.meta = { width: 'xsmall' };

export const Wide = () => <AllStates />;
Wide.meta = { width: 'xxlarge' };
