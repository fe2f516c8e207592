import { useState } from 'react';
import { TextField } from '#ds/primitives/TextField/TextField.tsx';
import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { Field } from './Field.tsx';

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const Default = () => <Field label="Email">{(props) => <TextField type="email" {...props} />}</Field>;

export const WithHint = () => (
  <Field label="Email" hint="We send invoices and service notices here.">
    {(props) => <TextField type="email" {...props} />}
  </Field>
);

export const WithError = () => (
  <Field label="Email" hint="We send invoices and service notices here." error="Enter an email address like name@example.com.">
    {(props) => <TextField type="email" defaultValue="max@" {...props} />}
  </Field>
);

export const Required = () => (
  <Field label="Company name" required>
    {(props) => <TextField {...props} />}
  </Field>
);

export const Disabled = () => (
  <Field label="Account ID" hint="Set when the account was created.">
    {(props) => <TextField disabled defaultValue="acc-4821" {...props} />}
  </Field>
);

/** Type less than 3 characters and leave the field: the error appears and is announced. */
export const LiveError = () => {
  const [error, setError] = useState<string>();
  return (
    <Field label="Project name" hint="At least 3 characters." error={error} required>
      {(props) => (
        <TextField
          {...props}
          onBlur={(event) => setError(event.currentTarget.value.length < 3 ? 'Use at least 3 characters.' : undefined)}
        />
      )}
    </Field>
  );
};

export const LongGerman = () => (
  <Field
    label="Ihre geschäftliche E-Mail-Adresse für Rechnungen und Benachrichtigungen"
    hint="Wir senden Rechnungen, Wartungsankündigungen und sicherheitsrelevante Benachrichtigungen ausschließlich an diese Adresse."
    error="Bitte geben Sie eine gültige E-Mail-Adresse im Format name@beispiel.de ein."
    required
  >
    {(props) => <TextField type="email" defaultValue="rechnungen@" {...props} />}
  </Field>
);

const AllStates = () => (
  <div className={stack}>
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
