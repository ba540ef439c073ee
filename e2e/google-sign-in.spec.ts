import { ownClientAddress, PASSWORD, uniqueEmail } from './accounts.ts';
import { expect, header, test } from './fixtures.ts';
import { chooseGoogleAccount, type GoogleIdentity } from './google-oidc.ts';

/**
 * Sign in with Google (issue 22 item 5, decision 036) against the suite's local OpenID Connect server
 * (e2e/google-oidc.ts): the browser really goes there and back, PKCE, state and a signed ID token included.
 */

test.use(ownClientAddress);

const identityFor = (email: string): GoogleIdentity => ({
  sub: `google-${email}`,
  email,
  email_verified: true,
  name: 'Kavya Menon',
});

test('a new shopper continues with Google from the catalogue and comes back to it signed in', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('kavya');
  await chooseGoogleAccount(context, identityFor(email));
  await page.goto('/products');
  await header(page).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fproducts/);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL(/\/products$/);
  await expect(header(page).getByRole('button', { name: /^Account menu/ })).toBeVisible();
  const session = await (await page.request.get('/api/session')).json();
  expect(session.user).toMatchObject({ email, name: 'Kavya Menon', emailVerified: true });

  // My Account: Google connected, and disconnected after a confirmation.
  await page.goto('/account');
  await expect(page.getByText('Google connected: you can also sign in with Google.')).toBeVisible();
  await page.getByRole('button', { name: 'Disconnect Google' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(
    page.getByText('Google is disconnected. Sign in with your password or an emailed code.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disconnect Google' })).toHaveCount(0);
});

test('an unverified account of that email is not connected: the sign-in page says what to do', async ({
  page,
  context,
  baseURL,
}) => {
  const email = uniqueEmail('squatted');
  const signUp = await page.request.post('/api/account/sign-up', {
    headers: { Origin: baseURL! },
    data: {
      fullName: 'Someone Else',
      email,
      mobileNumber: '9876543210',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(signUp.status()).toBe(201);

  await chooseGoogleAccount(context, identityFor(email));
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL(/\/auth\?google=not-linked/);
  await expect(page.getByRole('alert')).toContainText(
    'An account with this email was started but never confirmed, so we have not connected Google to it.',
  );
  expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
});
