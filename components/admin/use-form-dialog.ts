"use client";

import { useState } from "react";
import type { z } from "zod";
import { apiFieldErrors, validate, type FieldErrors } from "./form-errors";
import { useAdminMutation } from "./use-admin-mutation";

type Options<V extends Record<string, string>, R> = {
  // The fields' starting text: blank for a new item, the item's values for an edit.
  empty: V;
  // An edit: the item as it is; the body then keeps only what differs from it, and nothing changed sends nothing.
  changedFrom?: object;
  schema: z.ZodType;
  // The request body the form's text values stand for.
  toBody: (values: V) => unknown;
  send: (body: unknown) => Promise<R>;
  onDone: (result: R) => void;
  onClose: () => void;
};

const differs = (value: unknown, before: unknown) => JSON.stringify(value) !== JSON.stringify(before ?? null);

// A dialog form's state: its values, field props with errors, validation with the route's own
// zod schema before sending, the API's field errors after, and a reset on close.
export function useFormDialog<V extends Record<string, string>, R>({
  empty,
  changedFrom,
  schema,
  toBody,
  send,
  onDone,
  onClose,
}: Options<V, R>) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Saving an unchanged edit is not an error: the dialog says so in a neutral note until something changes.
  const [unchanged, setUnchanged] = useState(false);
  const mutation = useAdminMutation(send, (result: R) => {
    setValues(empty);
    onDone(result);
  });
  const set = (changes: Partial<V>) => {
    setUnchanged(false);
    setValues((current) => ({ ...current, ...changes }));
  };
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      // The field's error goes once it is edited, and the refusal's banner with it; the next save checks again.
      if (mutation.error) mutation.reset();
      setErrors((current) => {
        const { [name]: edited, ...others } = current;
        return edited === undefined ? current : others;
      });
      set({ [name]: event.target.value } as Partial<V>);
    },
  });
  const close = () => {
    setErrors({});
    setUnchanged(false);
    mutation.reset();
    onClose();
  };
  const submit = () => {
    const full = toBody(values);
    const before = changedFrom as Record<string, unknown> | undefined;
    const body =
      before && full && typeof full === "object"
        ? Object.fromEntries(Object.entries(full).filter(([name, value]) => differs(value, before[name])))
        : full;
    if (before && Object.keys(body as object).length === 0) return setUnchanged(true);
    const checked = validate(schema, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    mutation.mutate(body, { onError: (error) => setErrors(apiFieldErrors(error)) });
  };
  // A refusal of the whole form has no field to sit beside, so it shows as the form's error.
  const error = mutation.error ?? (errors.form ? new Error(errors.form) : null);
  const notice = unchanged ? "Nothing has changed yet: edit a field, then save." : null;
  return { values, errors, field, set, close, submit, pending: mutation.isPending, error, notice };
}
