import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { fieldErrors, focusFirstError } from './form-errors';

/**
 * A sign-in form (the password login, the single sign-on link): sends `body()` on submit, follows
 * the server's redirect with a full navigation, and on a refusal marks each field the server names
 * and focuses the first.
 */
export function useSignInForm<B>(send: (body: B) => Promise<{ redirect: string }>, body: () => B) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    meta: { overlay: false },
    onSuccess: (reply) => window.location.assign(reply.redirect),
    onError: (error) => {
      const found = fieldErrors(error);
      setErrors(found);
      focusFirstError(form.current, found);
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    form.current = e.currentTarget;
    mutation.reset();
    setErrors({});
    mutation.mutate(body());
  };
  return { mutation, errors, submit };
}
