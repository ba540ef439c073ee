import { describe, expect, it } from 'vitest';
import { deliveryTone } from './delivery-tone.ts';

describe('the tone of a delivery answer', () => {
  it('is good only when it arrives and cash on delivery is offered', () => {
    expect(deliveryTone({ serviceable: true, cod: { available: true, fee: 0 } })).toBe('good');
  });

  it('is plain, not green, when COD is refused for this value (audit D-c6)', () => {
    const aboveMax = {
      available: false,
      reason: 'Cash on delivery is available on orders up to ₹3,000.',
      fee: 0,
    };
    expect(deliveryTone({ serviceable: true, cod: aboveMax })).toBe('neutral');
  });

  it('is a problem when the shop cannot deliver there', () => {
    expect(deliveryTone({ serviceable: false, cod: { available: false, fee: 0 } })).toBe('problem');
  });
});
