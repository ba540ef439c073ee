import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { profileQueryOptions } from '../api/my-account-api.ts';
import { EmailChange } from './email-change.tsx';
import { PrivacyRights } from './privacy-rights.tsx';
import { PasswordSection, WithPassword } from './with-password.tsx';

// Audit D-M5 (decision 081): My Account shows the forms of an account with or without a password, as the
// server's profile says (nothing is fetched while rendering to a string: the profile is in the cache).

const USER = 'user-1';

function render(hasPassword: boolean | undefined, children: ReactNode) {
  const client = new QueryClient();
  if (hasPassword !== undefined) {
    client.setQueryData(profileQueryOptions(USER).queryKey, {
      fullName: 'Meera Iyer',
      email: 'meera@example.in',
      mobileNumber: '',
      hasPassword,
    });
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const passwordSection = (has: boolean | undefined) =>
  render(has, <PasswordSection userId={USER} onChanged={() => {}} />);
const deleteForm = (has: boolean) =>
  render(has, <WithPassword userId={USER}>{(h) => <PrivacyRights hasPassword={h} />}</WithPassword>);
const emailForm = (has: boolean) =>
  render(
    has,
    <WithPassword userId={USER}>
      {(h) => <EmailChange email="meera@example.in" hasPassword={h} />}
    </WithPassword>,
  );

describe('My Account for an account without a password (Google only)', () => {
  it('offers Set a password with the emailed code, and no Current Password', () => {
    const html = passwordSection(false);
    expect(html).toContain('aria-label="Set a password"');
    expect(html).toContain('You sign in with Google, so this account has no password.');
    expect(html).toContain('Email Me a Code');
    expect(html).toContain('name="code"');
    expect(html).toContain('Set a Password');
    expect(html).not.toContain('Current Password');
  });

  it('deletes the account and changes the email with the emailed code instead of a password', () => {
    for (const html of [deleteForm(false), emailForm(false)]) {
      expect(html).toContain('This account has no password: we email you a 6-digit code to confirm.');
      expect(html).toContain('name="code"');
      expect(html).not.toContain('type="password"');
    }
    expect(deleteForm(false)).toContain('Delete My Account');
  });
});

describe('My Account for an account with a password', () => {
  it('asks for the password everywhere, as before', () => {
    const password = passwordSection(true);
    expect(password).toContain('Current Password');
    expect(password).toContain('Change Password');
    expect(password).not.toContain('Email Me a Code');
    for (const html of [deleteForm(true), emailForm(true)]) {
      expect(html).toContain('type="password"');
      expect(html).not.toContain('name="code"');
    }
  });

  it('shows a placeholder until the server has said which', () => {
    const html = passwordSection(undefined);
    expect(html).toContain('ui-skeleton');
    expect(html).not.toContain('<form');
  });
});
