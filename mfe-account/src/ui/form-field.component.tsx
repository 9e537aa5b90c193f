import type { ChangeEvent, ComponentProps } from 'react';
import { TextField } from '@homeworth/shared-lib';

/** The names of a form's text values, optional ones too (its checkboxes and lists are not fields). */
type TextKey<V> = { [P in keyof V]-?: NonNullable<V[P]> extends string ? P : never }[keyof V] & string;

/** What an account form's fields read (`form`, in place of the input's own form attribute): its values, the problems found in them and a change handler by name. */
export interface FormState<V> {
  values: V;
  problems: Partial<Record<keyof V, string>>;
  change: (name: TextKey<V>) => (event: ChangeEvent<HTMLInputElement>) => void;
}

type FormFieldProps<V> = Omit<ComponentProps<typeof TextField>, 'form' | 'name' | 'value' | 'onChange'> & { form: FormState<V>; name: TextKey<V> };

/**
 * One text field of an account form, bound by its name to the form's value, problem and change
 * handler (the shared TextField: label, input, error announced with it). `error` replaces the problem.
 */
export function FormField<V>({ form, name, error, ...input }: FormFieldProps<V>) {
  return <TextField {...input} name={name} value={(form.values[name] as string | undefined) ?? ''} onChange={form.change(name)} error={error ?? form.problems[name]} />;
}
