/*
 * The demo shop's buyers and their reviews (issue 23): plain data, no I/O. Stars on the cards are computed
 * from published reviews, so the demo gets them the honest way: each buyer below has delivered orders, and
 * reviews what they bought. Emails are on the reserved .example domain, so no mail can ever reach anyone.
 */

export interface DemoBuyer {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

export const DEMO_BUYERS: readonly DemoBuyer[] = [
  buyer('Asha Menon', '9847012345', '14 Lotus Lane, Panampilly Nagar', 'Kochi', 'Kerala', '682036'),
  buyer('Rohan Mehta', '9822034567', 'B-203 Sai Residency, Baner Road', 'Pune', 'Maharashtra', '411045'),
  buyer('Priya Sharma', '9829056789', '7 Hawa Sadak, Civil Lines', 'Jaipur', 'Rajasthan', '302006'),
  buyer(
    'Arjun Reddy',
    '9849078901',
    'Plot 56, Road No. 12, Banjara Hills',
    'Hyderabad',
    'Telangana',
    '500034',
  ),
  buyer('Meera Iyer', '9840091234', '22 Luz Church Road, Mylapore', 'Chennai', 'Tamil Nadu', '600004'),
  buyer('Kabir Singh', '9876023456', 'House 310, Sector 21', 'Chandigarh', 'Chandigarh', '160022'),
  buyer('Nandini Das', '9830045678', '18/2 Lake Place, Ballygunge', 'Kolkata', 'West Bengal', '700029'),
  buyer('Farah Khan', '9839067890', '4 Shahnajaf Road, Hazratganj', 'Lucknow', 'Uttar Pradesh', '226001'),
  buyer('Vikram Joshi', '9824089012', '11 Shanti Kunj, Satellite', 'Ahmedabad', 'Gujarat', '380015'),
  buyer(
    'Sneha Kulkarni',
    '9845001234',
    '402 Brigade Meadows, Kanakapura Road',
    'Bengaluru',
    'Karnataka',
    '560082',
  ),
];

function buyer(
  name: string,
  phone: string,
  address: string,
  city: string,
  state: string,
  pincode: string,
): DemoBuyer {
  const email = `${name.toLowerCase().replace(' ', '.')}@buyers.example`;
  return { name, email, phone, address, city, state, pincode };
}

export interface DemoReviewText {
  title: string;
  body: string;
}

/** What buyers wrote, by the stars they gave; a review takes one of its star's texts in turn. */
export const DEMO_REVIEW_TEXTS: Readonly<Record<3 | 4 | 5, readonly DemoReviewText[]>> = {
  5: [
    {
      title: 'Even lovelier in person',
      body: 'The photos do not do it justice. The colours are warm and the finish is neat all round. You can tell it was made by hand, and with care.',
    },
    {
      title: 'Packed like a treasure',
      body: 'It came wrapped in tissue and bubble wrap with a little handwritten thank-you note. Not a scratch on it after travelling across the country.',
    },
    {
      title: 'The perfect gift',
      body: 'Bought it for my mother for her birthday and she has already asked where she can get another. Arrived two days before I expected it.',
    },
    {
      title: 'Beautiful work',
      body: 'Every detail is careful, right down to the back where nobody looks. It has become the first thing guests notice in our living room.',
    },
    {
      title: 'Worth every rupee',
      body: 'I was unsure about buying handmade online, but this is better made than anything I have found in the shops near me.',
    },
    {
      title: 'Made my Diwali',
      body: 'Ordered it for the festive week and it set the whole room. The delivery person even called ahead to check I was home.',
    },
    {
      title: 'Second order, still delighted',
      body: 'My first piece from Karigar was so good that I came back for this one. Same quality, same care in the packing.',
    },
    {
      title: 'Exactly as described',
      body: 'Size, colours and finish match the listing exactly. Sturdy, and it feels like something that will last for years.',
    },
  ],
  4: [
    {
      title: 'Lovely, slightly smaller than I imagined',
      body: 'Beautifully made and the colours are rich. I should have checked the size more carefully, but it fits nicely on a bookshelf.',
    },
    {
      title: 'Very pretty',
      body: 'Good quality and well packed. Delivery took a day longer than the estimate, but it was worth the wait.',
    },
    {
      title: 'Happy with it',
      body: 'A charming piece with a few small irregularities, which I think is part of the handmade charm.',
    },
    {
      title: 'Nice gift, good value',
      body: 'My friend loved it. The colour is a shade lighter than on my screen, but still very pleasing.',
    },
  ],
  3: [
    {
      title: 'Nice, but one small flaw',
      body: 'The work itself is lovely, though one corner was a little rough when it arrived. Still on display at home.',
    },
    {
      title: 'Good, delivery was slow',
      body: 'The piece is well made, but it took nine days to reach me, longer than I was told at checkout.',
    },
  ],
};

/** The shop's public replies, for the less happy reviews and now and then a happy one. */
export const DEMO_SHOP_REPLIES = {
  critical:
    'Thank you for telling us, and we are sorry it was not perfect. Please write to us with your order number and we will make it right.',
  happy: 'Thank you so much! It means a lot to our makers to hear this.',
} as const;

/** How many of the demo buyers review a product: about one for every twelve of its old typed count, at most six. */
export function demoReviewCount(typedCount: number): number {
  return typedCount === 0 ? 0 : Math.min(6, Math.max(1, Math.round(typedCount / 12)));
}

/**
 * Stars whose average rounds to `average` (one decimal): the total spread as evenly as possible, the higher
 * stars first. 4.8 over 6 reviews → 5, 5, 5, 5, 5, 4.
 */
export function demoStars(average: number, count: number): Array<3 | 4 | 5> {
  const total = Math.round(average * count);
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, i) => clampStars(i < extra ? base + 1 : base));
}

function clampStars(stars: number): 3 | 4 | 5 {
  return Math.min(5, Math.max(3, stars)) as 3 | 4 | 5;
}
