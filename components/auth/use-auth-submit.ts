import { useState, type FormEvent } from "react";

// The submit of the sign-in kit's forms: pending while `action` runs; what it throws is shown in words. On success
// the form stays pending, as the page moves on or replaces the form.
export function useAuthSubmit(
  action: (form: FormData) => Promise<unknown>,
  fallback: string,
  initialError: string | null = null,
) {
  const [error, setError] = useState<string | null>(initialError);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      await action(form);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : fallback);
      setPending(false);
    }
  }

  return { submit, pending, error };
}
