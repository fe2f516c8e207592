import type { Namespace } from '#intl/catalog.ts';
import { type FormDefinition, isVisibleField } from './define-form.ts';
import { formNames, forms } from './forms.ts';

/** What one form collects, for the privacy page: its visible fields' labels and its hidden fields. */
export type CollectedData = {
  name: string;
  /** The catalog of the form's labels. */
  catalog: Namespace;
  /** Message ids of the labels the visitor sees. */
  labelIds: string[];
  /** Fields the page fills in (the product chosen, the rated page), described on the privacy page. */
  hidden: string[];
};

/** Every site form, straight from its definition: a new field or form shows on the privacy page by itself. */
export const formCollects = (): CollectedData[] =>
  formNames.map((name) => {
    const definition = forms[name] as FormDefinition;
    return {
      name,
      catalog: definition.catalog,
      labelIds: definition.fields.filter(isVisibleField).map((field) => definition.ids.label(field.name)),
      hidden: definition.fields.filter((field) => !isVisibleField(field)).map((field) => field.name),
    };
  });
