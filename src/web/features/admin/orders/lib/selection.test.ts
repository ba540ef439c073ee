import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '#shared/orders/order-admin.schemas.ts';
import { commonNextStep } from '#shared/orders/order-admin.ts';
import { shownState, toggleShown, withOrder } from './selection.ts';

const order = (id: string) => ({ id, orderNumber: `CT${id}` }) as AdminOrder;
const [a, b, c] = [order('1'), order('2'), order('3')];
const ids = (selected: ReadonlyMap<string, AdminOrder>) => [...selected.keys()].sort();

describe("the orders list's select-all (issue 46 point 5, audit D-m10)", () => {
  it('ticks every shown order, then unticks them; an order ticked on another page stays', () => {
    const before = withOrder(new Map(), c, true);
    expect(shownState(before, [a, b])).toBe('none');
    const all = toggleShown(before, [a, b]);
    expect(ids(all)).toEqual(['1', '2', '3']);
    expect(shownState(all, [a, b])).toBe('all');
    expect(ids(toggleShown(all, [a, b]))).toEqual(['3']);
  });

  it('from a mixed state ticks the rest', () => {
    const some = withOrder(new Map(), a, true);
    expect(shownState(some, [a, b])).toBe('some');
    expect(ids(toggleShown(some, [a, b]))).toEqual(['1', '2']);
    expect(ids(withOrder(some, a, false))).toEqual([]);
  });
});

describe('the bulk next step', () => {
  it('moves a selection waiting at one step to the next: confirmed → processing → packed → shipped', () => {
    expect(commonNextStep(['confirmed', 'confirmed'])).toBe('processing');
    expect(commonNextStep(['processing'])).toBe('packed');
    expect(commonNextStep(['packed'])).toBe('shipped');
  });

  it('offers none for mixed steps, an empty selection, or orders past the shop’s steps', () => {
    expect(commonNextStep(['confirmed', 'packed'])).toBeNull();
    expect(commonNextStep([])).toBeNull();
    expect(commonNextStep(['shipped'])).toBeNull();
    expect(commonNextStep(['pending_payment'])).toBeNull();
  });
});
