import type { Page } from '@playwright/test';
import { ownClientAddress, signInAsAdminWithForm } from './accounts.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 25 item 5: the admin in Hindi with the same switch as the storefront's (decision 035). The admin
 * signs in, switches the dashboard to Hindi (/hi/admin), finds its tabs and pages in Hindi, and switches back.
 */

test.use(ownClientAddress);

/** The admin's tabs, in order, in Hindi (src/web/i18n/hi/admin-shell.json). */
const HINDI_TABS = [
  'आज',
  'प्रोडक्ट',
  'खोज',
  'ऑर्डर',
  'कूपन',
  'डिलीवरी',
  'ग्राहक',
  'सभी ग्राहक',
  'ब्लॉग',
  'ग्राहकों की राय',
  'रिव्यू',
  'पेज',
  'होमपेज',
  'स्टाफ़',
  'बदलावों का रिकॉर्ड',
];

const dashboardHeader = (page: Page) => page.getByRole('main').locator('header').first();
const tabs = (page: Page) => page.getByRole('tablist', { name: /./ }).first().getByRole('tab');

test('the admin switches the dashboard to Hindi: tabs and pages in Hindi, and back to English', async ({
  page,
}) => {
  test.slow(); // a sign-in, two language switches and several tabs
  await page.goto('/auth');
  await signInAsAdminWithForm(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();

  // The switch in the dashboard's own header: the same page under /hi, the server serves it.
  await dashboardHeader(page).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/admin$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'एडमिन डैशबोर्ड', level: 1 })).toBeVisible();
  await expect(page.getByText('कुल प्रोडक्ट')).toBeVisible();
  await expect(tabs(page)).toHaveText(HINDI_TABS);

  // A tab opened by a click stays under /hi.
  await tabs(page)
    .filter({ hasText: /^ऑर्डर$/ })
    .click();
  await expect(page).toHaveURL(/\/hi\/admin\?tab=orders$/);
  await expect(page.getByRole('heading', { name: 'ऑर्डर मैनेजमेंट', level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^नए ऑर्डर/ })).toBeVisible();
  await expect(page.getByLabel('ऑर्डर खोजें')).toBeVisible();

  await tabs(page)
    .filter({ hasText: /^ग्राहक$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'ग्राहकों का डेटा', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'लॉगिन का इतिहास' })).toBeVisible();

  await tabs(page)
    .filter({ hasText: /^सभी ग्राहक$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'सभी ग्राहक', level: 2 })).toBeVisible();
  await expect(page.getByText('कुल ग्राहक')).toBeVisible();
  await page.getByRole('tab', { name: 'चुनिंदा मार्केटिंग' }).click();
  await expect(page.getByRole('heading', { name: 'हाल में जुड़े' })).toBeVisible();
  await page.getByRole('tab', { name: 'आँकड़े' }).click();
  await expect(page.getByRole('heading', { name: 'दुकान के आँकड़े' })).toBeVisible();
  await expect(page.getByText('कमाई, 30 दिन')).toBeVisible();

  await tabs(page)
    .filter({ hasText: /^स्टाफ़$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'टीम', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'न्योता भेजें' })).toBeVisible();

  await tabs(page)
    .filter({ hasText: /^बदलावों का रिकॉर्ड$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'बदलावों का रिकॉर्ड', level: 2 })).toBeVisible();
  await expect(page.getByLabel('किसने (ईमेल)')).toBeVisible();

  // The WhatsApp page, from the mail links on Today, and back.
  await tabs(page).filter({ hasText: /^आज$/ }).click();
  await page.getByRole('link', { name: 'WhatsApp अपडेट' }).click();
  await expect(page).toHaveURL(/\/hi\/admin\/whatsapp$/);
  await expect(page.getByRole('heading', { name: 'WhatsApp पर ऑर्डर अपडेट', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'एडमिन पैनल' }).click();
  await expect(page.getByRole('heading', { name: 'एडमिन डैशबोर्ड', level: 1 })).toBeVisible();

  await tabs(page)
    .filter({ hasText: /^ऑर्डर$/ })
    .click();

  // And back: the same switch, now 'English'; the choice is kept.
  await dashboardHeader(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=orders$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(tabs(page).first()).toHaveText('Today');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tab', { name: 'Orders', exact: true })).toBeVisible();
});
