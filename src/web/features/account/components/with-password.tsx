import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { profileQueryOptions } from '../api/my-account-api.ts';
import { PasswordForm } from './password-form.tsx';

/**
 * The forms that prove the owner by the password, or by a mailed code on an account without one (decision
 * 081): they wait for the server's `hasPassword` in the profile (a skeleton of their size meanwhile).
 */
export function WithPassword({
  userId,
  children,
}: {
  userId: string;
  children: (has: boolean) => ReactNode;
}) {
  const profile = useQuery(profileQueryOptions(userId));
  if (!profile.data) return <Skeleton className="h-40 w-full" />;
  return children(profile.data.hasPassword);
}

/** 'Change Password', or 'Set a password' on an account without one; once set, the profile says so. */
export function PasswordSection({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const queryClient = useQueryClient();
  return (
    <WithPassword userId={userId}>
      {(has) => (
        // A remount on the change: a set password turns the form into 'Change Password'.
        <PasswordForm
          key={String(has)}
          hasPassword={has}
          onChanged={() => {
            onChanged();
            if (!has) void queryClient.invalidateQueries({ queryKey: profileQueryOptions(userId).queryKey });
          }}
        />
      )}
    </WithPassword>
  );
}
