import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { totp } from '../src/server/testing/totp.ts';
import { otherBrowser, ownClientAddress, PASSWORD, signInAsAdmin, uniqueEmail } from './accounts.ts';
import { expect, readCode, test, toast } from './fixtures.ts';
import { mailsTo } from './mailbox.ts';

/**
 * Issue 22 item 6 (decision 037, docs/product.md §5.11, §7.13, §7.14): the admin invites a staff member, who
 * signs up from the mailed link and sees only Orders and Customers; the admin then removes their access.
 */
test.use(ownClientAddress);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The invitation link in the newest invitation mail to this address (the SMTP sink's copy). */
async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailsTo(email).findLast((m) => m.text.includes('staff-invitation?token='));
        link = mail && /(https?:\/\/\S+staff-invitation\?token=\S+)/.exec(mail.text)?.[1];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('L3: the admin invites staff, who signs up from the mailed invitation, is led straight to two-factor enrolment, then sees only Orders and Customers', async ({
  page,
  baseURL,
}) => {
  // Two accounts, a mailed invitation, a sign-up and an enrolment: longer than one page's journey (32 s seen at load 12).
  test.setTimeout(90_000);
  const email = uniqueEmail('kavya');
  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin?tab=staff');
  const invite = page.getByRole('form', { name: 'Invite to the team' });
  await field(page, 'Email').fill(email);
  await field(page, 'Role').selectOption('staff');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, 'Invitation sent.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending Invitations' }).getByText(email)).toBeVisible();

  const link = await invitationLink(email);
  const staffBrowser = await otherBrowser(page, baseURL!);
  try {
    const staff = await staffBrowser.newPage();
    await staff.goto(link);
    await expect(staff.getByRole('heading', { name: 'Join the Karigar team' })).toBeVisible();
    await expect(
      staff.getByText(`You are invited to help run Karigar as Staff, with ${email}.`),
    ).toBeVisible();
    await staff.getByRole('link', { name: 'Create your account' }).click();

    await field(staff, 'Full Name').fill('Kavya Menon');
    await field(staff, 'Email').fill(email);
    await field(staff, 'Mobile Number').fill('9876543210');
    await field(staff, 'Password').fill(PASSWORD);
    await field(staff, 'Confirm Password').fill(PASSWORD);
    const since = Date.now();
    await staff.getByRole('button', { name: 'Create Account' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Verify your email' });
    await dialog.getByLabel('6-digit code').fill(await readCode(email, { since }));
    await dialog.getByRole('button', { name: 'Verify email' }).click();

    // Back on the invitation, signed in as the invited email.
    await staff.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(
      toast(staff, 'Welcome to the team. Turn on two-factor sign-in to open the admin.'),
    ).toBeVisible();
    // Two-factor is required of the team (review 2026-11-29 L3): the enrolment, and nothing else, until it is on.
    await expect(staff).toHaveURL(/\/admin\/two-factor$/);
    await expect(
      staff.getByText("Two-factor sign-in is required for the shop's team. Turn it on to open the admin."),
    ).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    const refused = await staff.request.get('/api/admin/orders');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    await staff.goto('/admin?tab=orders');
    await expect(staff).toHaveURL(/\/admin\/two-factor$/);
    await field(staff, 'Password').fill(PASSWORD);
    await staff.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const secret = (await staff.getByRole('definition').textContent())!.trim();
    await field(staff, 'Code from the app').fill(totp(secret));
    await staff.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      toast(staff, 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.'),
    ).toBeVisible();
    await expect(
      staff.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first(),
    ).toBeVisible();
    await staff.getByRole('button', { name: 'I have saved them' }).click();
    await expect(staff).toHaveURL(/\/admin$/);
    await expect(staff.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    // The dashboard's own tabs (the Orders tab's status sub-tabs are a tablist too, once it has loaded).
    await expect(staff.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')).toHaveText([
      'Today',
      'Orders',
      'Customers',
    ]);
    // Today, with its orders part only (decision 083): no sales, stock or shop totals.
    await expect(staff.getByRole('tab', { name: 'Today', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(staff.getByRole('navigation', { name: 'Orders waiting' })).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Sales' })).toHaveCount(0);
    await expect(staff.getByRole('button', { name: 'Store Settings' })).toHaveCount(0);
    // A tab they may not open falls back to Today; the API refuses it anyway.
    await staff.goto('/admin?tab=staff');
    await expect(staff.getByRole('tab', { name: 'Today', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect((await staff.request.get('/api/admin/staff')).status()).toBe(403);

    // The admin sees them on the team, the invitation in the audit log, and removes their access.
    await page.reload();
    const member = page.getByRole('listitem').filter({ hasText: email });
    await expect(member.getByText('Staff', { exact: true })).toBeVisible();
    await member.getByRole('button', { name: `Remove access of ${email}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove access' }).click();
    await expect(toast(page, 'Access removed. They have been signed out everywhere.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Audit Log', exact: true }).click();
    await field(page, 'Who (email)').fill(E2E_ADMIN.email);
    await expect(page.getByText('delete · staff').first()).toBeVisible();
    await expect(page.getByText('create · staff/invitations').first()).toBeVisible();

    expect((await staff.request.get('/api/admin/orders')).status()).toBe(401);
  } finally {
    await staffBrowser.close();
  }
});
