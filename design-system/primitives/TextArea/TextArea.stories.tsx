import { Field } from '#ds/primitives/Field/Field.tsx';
import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { TextArea } from './TextArea.tsx';

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const Default = () => <Field label="Message">{(props) => <TextArea {...props} />}</Field>;

export const WithHint = () => (
  <Field label="Message" hint="Tell us what you are building and which regions you need.">
    {(props) => <TextArea placeholder="We are moving a shop with 40,000 products…" {...props} />}
  </Field>
);

export const WithError = () => (
  <Field label="Message" hint="At least 20 characters." error="Write at least 20 characters.">
    {(props) => <TextArea defaultValue="Hello" {...props} />}
  </Field>
);

export const Disabled = () => (
  <Field label="Message">{(props) => <TextArea disabled defaultValue="Sent on 12 May." {...props} />}</Field>
);

export const RowsAndResize = () => (
  <div className={stack}>
    <Field label="2 rows, no resize">{(props) => <TextArea rows={2} resize="none" {...props} />}</Field>
    <Field label="4 rows (default), vertical resize">{(props) => <TextArea {...props} />}</Field>
    <Field label="8 rows, resize both ways">{(props) => <TextArea rows={8} resize="both" {...props} />}</Field>
  </div>
);

export const Sizes = () => (
  <div className={stack}>
    {(['sm', 'md', 'lg'] as const).map((size) => (
      <Field key={size} label={`Size ${size}`}>
        {(props) => <TextArea size={size} rows={2} placeholder="Placeholder" {...props} />}
      </Field>
    ))}
  </div>
);

export const LongGerman = () => (
  <Field
    label="Ihre geschäftliche E-Mail-Adresse für Rechnungen und Benachrichtigungen sowie weitere Anmerkungen"
    hint="Beschreiben Sie Ihr Vorhaben möglichst genau, damit wir Ihnen ein passendes Angebot erstellen können."
    error="Bitte schreiben Sie mindestens zwanzig Zeichen."
    required
  >
    {(props) => <TextArea defaultValue="Hallo" {...props} />}
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
