import { describe, expect, it } from 'vitest';
import { courierTrackingUrl, pickCourier } from './shipping.ts';

const quotes = [
  { courierId: '10', courierName: 'Delhivery Surface', rate: 7_650, estimatedDays: 5 },
  { courierId: '24', courierName: 'Xpressbees Surface', rate: 6_800, estimatedDays: 6 },
  { courierId: '55', courierName: 'Blue Dart Air', rate: 14_230, estimatedDays: 2 },
  { courierId: '33', courierName: 'Ekart Logistics', rate: 6_800, estimatedDays: 4 },
];

describe('the courier the rule picks', () => {
  it.each([
    ['cheapest', '33'], // ₹68 twice: the quicker one
    ['fastest', '55'],
  ] as const)('%s → courier %s', (rule, id) => {
    expect(pickCourier(quotes, rule)?.courierId).toBe(id);
  });

  it('none when no courier serves the route', () => {
    expect(pickCourier([], 'cheapest')).toBeNull();
  });
});

describe("a courier's tracking link for an AWB", () => {
  it.each([
    ['Delhivery', '1490812345678', 'https://www.delhivery.com/track-v2/package/1490812345678'],
    ['Delhivery Surface', '1490812345678', 'https://www.delhivery.com/track-v2/package/1490812345678'],
    [
      'Blue Dart Air',
      '81234567890',
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890',
    ],
    [
      'bluedart',
      '81234567890',
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890',
    ],
    ['DTDC', 'D12345678', 'https://www.dtdc.in/trace.asp?strCnno=D12345678'],
    ['Ekart Logistics', 'FMPC1234567890', 'https://ekartlogistics.com/shipmenttrack/FMPC1234567890'],
    ['XpressBees', '141234567890', 'https://www.xpressbees.com/shipment/tracking?awbNo=141234567890'],
    [
      'India Post',
      'EK123456789IN',
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
    ],
    [
      'Speed Post',
      'EK123456789IN',
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
    ],
  ])('%s %s', (courier, awb, url) => {
    expect(courierTrackingUrl(courier, awb)).toBe(url);
  });

  it('none for a courier it does not know, or a number that is no AWB', () => {
    expect(courierTrackingUrl('Ramesh on his scooter', '12345')).toBeNull();
    expect(courierTrackingUrl('Delhivery', '12')).toBeNull();
    expect(courierTrackingUrl('Delhivery', '123 456/../x')).toBeNull();
  });
});
