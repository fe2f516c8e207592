import { Field } from '#ds/primitives/Field/Field.tsx';
import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { TextField, type TextFieldType } from './TextField.tsx';

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const Default = () => <Field label="Full name">{(props) => <TextField autoComplete="name" {...props} />}</Field>;

export const WithHint = () => (
  <Field label="Website" hint="Include https://">
    {(props) => <TextField type="url" placeholder="https://example.com" {...props} />}
  </Field>
);

export const WithError = () => (
  <Field label="Email" error="Enter an email address like name@example.com.">
    {(props) => <TextField type="email" defaultValue="max@" {...props} />}
  </Field>
);

export const Disabled = () => (
  <Field label="Username">{(props) => <TextField disabled defaultValue="max.mustermann" {...props} />}</Field>
);

export const Types = () => {
  const types: { type: TextFieldType; label: string; placeholder: string }[] = [
    { type: 'text', label: 'Text', placeholder: 'Acme GmbH' },
    { type: 'email', label: 'Email', placeholder: 'name@example.com' },
    { type: 'tel', label: 'Phone', placeholder: '030 1234567' },
    { type: 'url', label: 'URL', placeholder: 'https://example.com' },
    { type: 'password', label: 'Password', placeholder: '' },
  ];
  return (
    <div className={stack}>
      {types.map(({ type, label, placeholder }) => (
        <Field key={type} label={label}>
          {(props) => <TextField type={type} placeholder={placeholder || undefined} {...props} />}
        </Field>
      ))}
    </div>
  );
};

export const Sizes = ({ invalid }: { invalid: boolean }) => (
  <div className={stack}>
    {(['sm', 'md', 'lg'] as const).map((size) => (
      <Field key={size} label={`Size ${size}`}>
        {(props) => <TextField size={size} invalid={invalid} placeholder="Placeholder" {...props} />}
      </Field>
    ))}
  </div>
);
Sizes.args = { invalid: false };

export const Standalone = () => <TextField aria-label="Search the documentation" placeholder="Search…" invalid />;

export const LongGerman = () => (
  <Field
    label="Ihre geschäftliche E-Mail-Adresse für Rechnungen und Benachrichtigungen"
    hint="Rechnungen und Wartungshinweise gehen an diese Adresse."
    error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
  >
    {(props) => <TextField type="email" defaultValue="buchhaltung@beispielunternehmen-mit-langem-namen.de" {...props} />}
  </Field>
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
