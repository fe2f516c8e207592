import { defineForm } from '../define-form.ts';
import { text } from '../form-rules.ts';

/** Join the ambassador programme (spec §5). */
export const joinProgram = defineForm({
  name: 'join-program',
  modals: ['join-program'],
  fields: [{ name: 'socials', kind: 'textarea', rule: text() }],
});
