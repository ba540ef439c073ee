import { lines, type PolicyFacts, type Templates } from './policy-facts.ts';

/** The policy pages' English templates (decision 077): a sensible start the owner edits in Admin → Pages. */

const contactLine = (f: PolicyFacts) => `Write to **${f.email}** or call **${f.phone}**.`;

const shippingCost = (f: PolicyFacts) =>
  f.freeShippingFrom
    ? `Delivery costs **${f.shippingFee}** per order, and is free on orders of **${f.freeShippingFrom}** or more.`
    : `Delivery costs **${f.shippingFee}** per order.`;

function codRules(f: PolicyFacts): string {
  if (!f.cod.enabled) return 'Cash on delivery is not offered at the moment: please pay online.';
  return lines(
    'Cash on delivery is offered for most pincodes; checkout tells you if yours is one of the few without it.',
    f.cod.fee !== '' && `* A cash-on-delivery order carries a fee of **${f.cod.fee}**, shown at checkout.`,
    f.cod.min !== '' && `* It needs an order of at least **${f.cod.min}**.`,
    f.cod.max !== '' && `* It is offered for orders up to **${f.cod.max}**.`,
  );
}

export const EN_TEMPLATES: Templates = {
  privacy: (f) => ({
    title: 'Privacy Notice',
    body: lines(
      `${f.store} (${f.place}) sells handmade crafts online. This notice says what personal data we collect, why, how long we keep it, and how you use your rights under India's Digital Personal Data Protection Act, 2023 and its Rules.`,
      '',
      '## What we collect and why',
      '* **Name, email, mobile number and delivery address**: to take, deliver and tell you about your orders.',
      '* **Order history and invoices**: to deliver, refund and account for your orders, and to issue GST invoices.',
      '* **GSTIN** (only if you enter one): for a business invoice.',
      '* **Payment details**: handled by our payment gateway (Razorpay); we keep only the payment reference, never your card or UPI details.',
      '* **Sign-in history** (time, device, approximate network address): to keep your account safe.',
      '* **Wishlist, saved cart, reviews and blog comments**: to show them to you, and reviews and approved comments to other shoppers.',
      '* **Marketing mail and WhatsApp updates**: only when you tick the box or reply YES; you can stop them at any time.',
      '',
      '## How long we keep it',
      '* Your account, addresses and wishlist: until you delete your account.',
      '* Orders and invoices: as long as tax law requires (currently eight years), even after the account is deleted, without the link to it.',
      '* Sign-in history: 90 days.',
      '* The text of emails we sent you: 30 days; the record that we sent one: one year.',
      '',
      '## Your rights and how to use them',
      '* **See and download your data**: My Account → Your Data → Download.',
      '* **Correct it**: My Account lets you change your name, mobile, email and addresses.',
      '* **Erase it**: My Account → Your Data → Delete My Account.',
      '* **Withdraw consent**: the unsubscribe link in any marketing mail, reply STOP on WhatsApp, or My Account.',
      '* **Nominate** someone to use these rights for you, or **complain**: write to us (below).',
      '',
      '## Grievances',
      `${contactLine(f)} We answer within 7 days. If you are not satisfied, you may complain to the Data Protection Board of India.`,
    ),
  }),
  terms: (f) => ({
    title: 'Terms of Use',
    body: lines(
      `These terms apply when you use the ${f.store} website and buy from it. By placing an order you accept them.`,
      '',
      '## The pieces',
      'Every piece is made by hand, so colours, sizes and patterns vary a little from the photos. That is part of what makes it handmade, and not a defect.',
      '',
      '## Prices and payment',
      '* Prices are in Indian rupees and include GST. Delivery and any cash-on-delivery fee are shown at checkout before you pay.',
      '* We may cancel an order we cannot fulfil (for example a piece that sold out); anything paid is refunded in full.',
      '',
      '## Your account',
      'Keep your password to yourself. Tell us at once if you think someone else has used your account.',
      '',
      '## Reviews and comments',
      'Write honestly and politely. We may decline or remove reviews and comments that are abusive, off-topic or advertising.',
      '',
      '## Law',
      `These terms follow the laws of India; the courts of ${f.place.split(',')[0]} decide any dispute.`,
      '',
      `Questions: ${contactLine(f)}`,
    ),
  }),
  refunds: (f) => ({
    title: 'Refund, Return and Cancellation Policy',
    body: lines(
      '## Cancelling an order',
      'You can cancel an order from My Orders until it is packed. An online payment is refunded in full to the way you paid.',
      '',
      '## Returns',
      `* **Damaged or wrong piece**: tell us within **${f.returns.damageHours} hours** of delivery, with photos of the piece and the parcel. We replace it or refund it in full, delivery included.`,
      `* **Anything else**: you may return an unused piece in its packing within **${f.returns.days} days** of delivery. The return postage is yours; we refund the piece once it reaches us.`,
      '* Personalised and made-to-order pieces cannot be returned unless they arrive damaged or wrong.',
      '',
      '## Refunds',
      'Refunds go back to the way you paid (cash-on-delivery orders: to a bank account or UPI ID you give us) within 7 working days of our accepting them. Your bank may take a few more days to show it.',
      '',
      `To ask for a return or a refund: ${contactLine(f)}`,
    ),
  }),
  shipping: (f) => ({
    title: 'Shipping Policy',
    body: lines(
      `We ship across India from ${f.place}.`,
      '',
      '## Delivery times',
      `Most orders arrive **${f.minDays}–${f.maxDays} business days** after dispatch. Checkout shows the expected dates for your pincode; made-to-order pieces add their making time.`,
      '',
      '## Delivery charges',
      shippingCost(f),
      '',
      '## Cash on delivery',
      codRules(f),
      '',
      '## Tracking',
      'When your order ships we send its courier and tracking number by email (and WhatsApp, if you chose it). You can also follow it on Track Order.',
      '',
      `Questions about a delivery: ${contactLine(f)}`,
    ),
  }),
  contact: (f) => ({
    title: 'Contact Us',
    body: lines(
      `## ${f.store}`,
      `* **Email**: ${f.email}`,
      `* **Phone**: ${f.phone}`,
      `* **Address**: ${f.place}`,
      '',
      '## Grievance Officer',
      'As the Consumer Protection (E-Commerce) Rules, 2020 require, complaints about an order or this website go to our Grievance Officer:',
      "* **Name**: [the grievance officer's name]",
      `* **Email**: ${f.email}`,
      `* **Phone**: ${f.phone}`,
      '',
      'We acknowledge a complaint within 48 hours and resolve it within one month.',
    ),
  }),
  accessibility: (f) => ({
    title: 'Accessibility Statement',
    body: lines(
      `${f.store} wants everyone to be able to shop here, whatever their device, eyesight, hearing or way of using a keyboard or mouse.`,
      '',
      '## What we do',
      '* Pages work with a keyboard and a screen reader, with labelled controls and a skip link to the content.',
      '* Text can be enlarged, and the shop works on small phones.',
      '* Every page is available in English and Hindi.',
      '* Pages show their content before scripts load.',
      '',
      '## Tell us',
      `If anything is hard to use, tell us and we will help you order another way and fix it. ${contactLine(f)}`,
    ),
  }),
};
