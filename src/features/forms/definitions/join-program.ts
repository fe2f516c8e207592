import { defineForm } from '#src/features/forms/define-form.ts';
import { text } from '#src/features/forms/form-rules.ts';

/** Join the ambassador programme (spec §5). */
export const joinProgram = defineForm({
  name: 'join-program',
  modals: ['join-program'],
  fields: [{ name: 'socials', kind: 'textarea', rule: text() }],
});
