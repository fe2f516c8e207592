import { useState } from 'react';
import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { type CountryOption, isPlausiblePhone, PhoneField } from './PhoneField.tsx';

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

const countries: CountryOption[] = [
  { code: 'DE', dial: '+49', label: 'Germany' },
  { code: 'AT', dial: '+43', label: 'Austria' },
  { code: 'CH', dial: '+41', label: 'Switzerland' },
  { code: 'LT', dial: '+370', label: 'Lithuania' },
  { code: 'GB', dial: '+44', label: 'United Kingdom' },
  { code: 'US', dial: '+1', label: 'United States' },
  { code: 'CA', dial: '+1', label: 'Canada' },
  { code: 'BA', dial: '+387', label: 'Bosnia and Herzegovina' },
];

export const Default = () => (
  <PhoneField label="Phone number" countryLabel="Country calling code" countries={countries} defaultCountry="DE" />
);

export const WithHint = () => (
  <PhoneField
    label="Phone number"
    hint="Only for urgent questions about your order."
    countryLabel="Country calling code"
    countries={countries}
    defaultCountry="DE"
    placeholder="030 1234567"
  />
);

export const WithError = () => (
  <PhoneField
    label="Phone number"
    hint="Only for urgent questions about your order."
    error="Enter a phone number with 6 to 14 digits."
    countryLabel="Country calling code"
    countries={countries}
    defaultCountry="DE"
    defaultValue="030 12"
    required
  />
);

export const Disabled = () => (
  <PhoneField
    label="Phone number"
    countryLabel="Country calling code"
    countries={countries}
    defaultCountry="LT"
    defaultValue="612 34567"
    disabled
  />
);

/** Checks the number with `isPlausiblePhone` when the field loses focus. */
export const Validated = () => {
  const [country, setCountry] = useState('DE');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string>();
  const dial = countries.find((option) => option.code === country)?.dial ?? '';
  return (
    <PhoneField
      label="Phone number"
      hint="Digits, spaces, dashes and brackets."
      error={error}
      countryLabel="Country calling code"
      countries={countries}
      country={country}
      onCountryChange={setCountry}
      value={number}
      onChange={(event) => setNumber(event.currentTarget.value)}
      onBlur={() => setError(number && !isPlausiblePhone(dial, number) ? 'Enter a phone number with 6 to 14 digits.' : undefined)}
    />
  );
};

export const Sizes = () => (
  <div className={stack}>
    {(['sm', 'md', 'lg'] as const).map((size) => (
      <PhoneField
        key={size}
        size={size}
        label={`Size ${size}`}
        countryLabel="Country calling code"
        countries={countries}
        defaultCountry="DE"
      />
    ))}
  </div>
);

export const LongGerman = () => (
  <PhoneField
    label="Ihre geschäftliche Telefonnummer für Rückfragen zu Rechnungen und Benachrichtigungen"
    hint="Wir rufen nur bei dringenden Fragen zu Ihrer Bestellung oder bei Sicherheitsvorfällen an."
    error="Bitte geben Sie eine Telefonnummer mit 6 bis 14 Ziffern ein."
    countryLabel="Landesvorwahl"
    countries={[
      { code: 'DE', dial: '+49', label: 'Deutschland' },
      { code: 'BA', dial: '+387', label: 'Bosnien und Herzegowina' },
      { code: 'CH', dial: '+41', label: 'Schweiz' },
    ]}
    defaultCountry="BA"
    defaultValue="030"
  />
);

const AllStates = () => (
  <div className={stack}>
    <Default />
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
