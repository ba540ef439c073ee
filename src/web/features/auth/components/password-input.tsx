import type { ComponentProps } from 'react';
import { PasswordField } from '#web/components/ui/form/fields.tsx';
import { useAuthT } from '../hooks/use-auth-t.ts';

/** The kit's password field with its show toggle named in the page's language ('Show password'). */
export function PasswordInput(props: ComponentProps<typeof PasswordField>) {
  const t = useAuthT();
  return <PasswordField showLabel={t('auth.field.show', { field: props.label.toLowerCase() })} {...props} />;
}
