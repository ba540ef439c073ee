/**
 * Early input (decision 050): the served page shows its buttons seconds before the app has started and
 * hydrated them on a slow phone, and a tap or a typed letter then would reach the HTML alone and be lost (React
 * replays a tap only on a part whose code has arrived). This script runs first, inline in the page's head, and
 * holds such input until the control can take it:
 *
 * - a tap (click, or Enter/Space on a focused control) on a button-like control that is not live yet is stopped,
 *   marked at once as pending (`data-early-tap`, `aria-busy`: a pressed, busy look), and given to the control
 *   exactly once as soon as its live handler is there; a second tap meanwhile on the same control is the same
 *   request (a shopper who taps again because nothing happened wants one unit, not two);
 * - a form submitted before its handler is live is submitted again once it is;
 * - text typed or a choice made before the app is live is handed to the live field's own handlers (a form's
 *   state starts from what the shopper typed, not from the server's empty value).
 *
 * Plain links are left alone: they navigate before hydration as they would without JavaScript. A control is
 * live once React has hydrated it (its DOM node carries React's props) and it, or an element around it, has a
 * handler for the tap; or, when none does, once the whole page is live (`<html data-hydrated>`).
 * Plain JavaScript with no imports: built into one small inline script (vite.config.ts), allowed by its CSP hash.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type ReactProps = Record<string, unknown>;
/** The few fields of React's fiber (react-dom 19) that say whether a node's part has been committed. */
interface Fiber {
  tag: number;
  flags: number;
  alternate: Fiber | null;
  return: Fiber | null;
}
const HOST_ROOT = 3;
const PLACEMENT_OR_HYDRATING = 2 | 4096;

interface EarlyValue {
  value: string;
  /** How to find the field again if React replaced its node (as for a tap). */
  signature: string;
  index: number;
}

interface PendingTap {
  control: HTMLElement;
  /** How to find the control again if React replaced its node (a part rendered again in the browser). */
  signature: string;
  index: number;
  since: number;
}

/** Controls whose tap needs the app. Links and native disclosure (`<summary>`) work without it. */
const TAPPABLE =
  'button,[role="button"],[role="tab"],[role="switch"],[role="checkbox"],[role="menuitem"],[role="option"],input[type="checkbox"],input[type="radio"],input[type="submit"],input[type="button"]';
/** React props that make a tap do something (Radix's triggers act on pointer down). */
const TAP_HANDLERS = [
  'onClick',
  'onClickCapture',
  'onPointerDown',
  'onPointerUp',
  'onMouseDown',
  'onMouseUp',
];
const PENDING_ATTRIBUTE = 'data-early-tap';
/** A pending tap whose control never goes live is let go after this, its busy look removed. */
const GIVE_UP_MS = 20_000;
const POLL_MS = 50;

const pendingTaps: PendingTap[] = [];
const pendingSubmits = new Set<HTMLFormElement>();
/** Fields changed before the page was live, with the value the shopper left in each. */
const earlyValues = new Map<Field, EarlyValue>();
let replaying = false;
let timer: ReturnType<typeof setInterval> | undefined;

const pageLive = () => document.documentElement.hasAttribute('data-hydrated');

function reactProps(node: Node): ReactProps | undefined {
  const key = Object.keys(node).find((k) => k.startsWith('__reactProps$'));
  return key === undefined ? undefined : ((node as unknown as Record<string, ReactProps>)[key] ?? undefined);
}

/** The nearest element from `from` up whose React props have one of `handlers`. */
function handlerOwner(from: Element, handlers: string[]): ReactProps | undefined {
  for (
    let node: Element | null = from;
    node && node !== document.documentElement;
    node = node.parentElement
  ) {
    const props = reactProps(node);
    if (props && handlers.some((name) => typeof props[name] === 'function')) return props;
  }
  return undefined;
}

/**
 * Whether React would deliver an event on `node` now. Its props are put on a node while React is still rendering
 * the part (hydration yields to the browser between slices, for seconds on a busy phone), and an event on a node
 * whose part has not been committed yet is dropped: React's own test (`getNearestMountedFiber` in react-dom 19:
 * no fiber on the way up is still being placed or hydrated, flags Placement | Hydrating), repeated here.
 */
function mountedInReact(node: Node): boolean {
  const key = Object.keys(node).find((k) => k.startsWith('__reactFiber$'));
  const fiber = key === undefined ? undefined : (node as unknown as Record<string, Fiber>)[key];
  // A React whose nodes do not look like this: its props alone decide, as they did before this test.
  if (!fiber || typeof fiber.tag !== 'number' || !('alternate' in fiber)) return true;
  let nearestMounted: Fiber | null = fiber;
  let top = fiber;
  for (let next: Fiber | null = fiber; next && !next.alternate; next = next.return) {
    top = next;
    if (typeof next.flags === 'number' && (next.flags & PLACEMENT_OR_HYDRATING) !== 0)
      nearestMounted = next.return;
  }
  while (top.return) top = top.return;
  return top.tag === HOST_ROOT && nearestMounted === fiber;
}

function tapIsLive(control: HTMLElement): boolean {
  if (!reactProps(control) || !mountedInReact(control)) return false;
  if (handlerOwner(control, TAP_HANDLERS)) return true;
  const form = (control as HTMLButtonElement).form;
  if (form && typeof reactProps(form)?.onSubmit === 'function') return true;
  return pageLive();
}

/** A field whose changes reach the app: hydrated, with its change handler (or the page is live). */
function valueIsLive(field: Field): boolean {
  const props = reactProps(field);
  if (!props || !mountedInReact(field)) return false;
  return typeof props.onChange === 'function' || typeof props.onInput === 'function' || pageLive();
}

/**
 * Whether React's change handling will pass this event on: it compares the field's value with the one its value
 * tracker last saw (react-dom 19's `_valueTracker`), which hydration sets to what is in the field then, typed
 * text included. A field without a tracker (a `<select>`) always is.
 */
function reactHearsChange(field: Field): boolean {
  const tracker = (field as unknown as { _valueTracker?: { getValue?: () => string } })._valueTracker;
  return typeof tracker?.getValue !== 'function' || tracker.getValue() !== field.value;
}

const FIELDS = 'input,textarea,select';
const signatureOf = (control: Element) =>
  `${control.tagName}|${control.getAttribute('aria-label') ?? ''}|${control.textContent?.trim() ?? ''}`;
const sameSignature = (signature: string) =>
  [...document.querySelectorAll<HTMLElement>(TAPPABLE)].filter((el) => signatureOf(el) === signature);
const fieldSignatureOf = (field: Element) =>
  ['id', 'name', 'type', 'aria-label', 'placeholder'].map((a) => field.getAttribute(a) ?? '').join('|');
const sameFieldSignature = (signature: string) =>
  [...document.querySelectorAll<Field>(FIELDS)].filter((el) => fieldSignatureOf(el) === signature);

function markPending(control: HTMLElement, pending: boolean) {
  if (pending) {
    control.setAttribute(PENDING_ATTRIBUTE, '');
    control.setAttribute('aria-busy', 'true');
  } else {
    control.removeAttribute(PENDING_ATTRIBUTE);
    control.removeAttribute('aria-busy');
  }
}

function onClick(event: MouseEvent) {
  if (replaying || !(event.target instanceof Element)) return;
  const control = event.target.closest<HTMLElement>(TAPPABLE);
  // A live control is held too while a value typed before it is still to be given: Add to Cart live a poll
  // before the quantity typed early would add the old quantity (seen in Chromium's headless shell).
  if (!control || (tapIsLive(control) && earlyValues.size === 0)) return;
  // Not live: nothing would act on it now. Hold it (and the default action: a submit, a checkbox's toggle).
  event.preventDefault();
  event.stopImmediatePropagation();
  if (pendingTaps.some((tap) => tap.control === control)) return;
  const signature = signatureOf(control);
  pendingTaps.push({
    control,
    signature,
    index: sameSignature(signature).indexOf(control),
    since: Date.now(),
  });
  markPending(control, true);
  poll();
}

function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (replaying || !(form instanceof HTMLFormElement)) return;
  if (
    earlyValues.size === 0 &&
    reactProps(form) &&
    mountedInReact(form) &&
    (typeof reactProps(form)?.onSubmit === 'function' || pageLive())
  )
    return;
  event.preventDefault();
  event.stopImmediatePropagation();
  pendingSubmits.add(form);
  poll();
}

function onInput(event: Event) {
  const field = event.target;
  if (
    !(
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )
  )
    return;
  // A checkbox or radio button is a tap (held above), not a value.
  if (
    replaying ||
    (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
  )
    return;
  // Once the field is live its own handler has the change, and the whole text with it: an early value kept
  // now would be older than what the shopper went on to type. Unless React will not hear it: the blur's `change`
  // after a value typed before hydration carries the value React took as the field's own when it hydrated it.
  if (valueIsLive(field)) {
    if (reactHearsChange(field)) earlyValues.delete(field);
  } else {
    const signature = fieldSignatureOf(field);
    earlyValues.set(field, {
      value: field.value,
      signature,
      index: sameFieldSignature(signature).indexOf(field),
    });
    poll();
  }
}

/** The control to give a pending tap to: its node, or the node React put in its place. */
function currentControl(tap: PendingTap): HTMLElement | undefined {
  if (tap.control.isConnected) return tap.control;
  return sameSignature(tap.signature)[tap.index];
}

function replayTap(control: HTMLElement) {
  const owner = handlerOwner(control, TAP_HANDLERS);
  replaying = true;
  try {
    markPending(control, false);
    if (owner && typeof owner.onClick !== 'function' && typeof owner.onPointerDown === 'function') {
      const init = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: 'mouse' };
      control.dispatchEvent(new PointerEvent('pointerdown', init));
      control.dispatchEvent(new PointerEvent('pointerup', init));
    }
    control.click();
  } finally {
    replaying = false;
  }
}

/**
 * Gives a field's early value to its live handlers: React only hears a change from the value it last saw, so the
 * value is set past its tracker (the prototype's setter) after one it will see differ, then announced.
 */
function replayValue(field: Field, value: string) {
  replaying = true;
  try {
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    field.value = value === '' ? ' ' : '';
    setValue?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  } finally {
    replaying = false;
  }
}

function flush() {
  const now = Date.now();
  let valuesGiven = false;
  for (const [field, early] of earlyValues) {
    // React may have put a node of its own in the field's place (a part rendered again in the browser).
    const live = field.isConnected ? field : sameFieldSignature(early.signature)[early.index];
    // A field in a part still waiting for its code keeps its value until that part is live.
    if (live && !valueIsLive(live)) continue;
    earlyValues.delete(field);
    if (!live) continue;
    replayValue(live, early.value);
    valuesGiven = true;
  }
  // What was typed goes first: a tap on Check or Add to Cart acts on the text or quantity typed before it, so
  // it waits while a value is held, and for the next poll after one is given (React renders the change after
  // the event, and a handler run before that would read the old value).
  const valuesHeld = valuesGiven || earlyValues.size > 0;
  for (const tap of [...pendingTaps]) {
    const control = currentControl(tap);
    const expired = pageLive() && now - tap.since > GIVE_UP_MS;
    if (control && !expired && (valuesHeld || !tapIsLive(control))) continue;
    pendingTaps.splice(pendingTaps.indexOf(tap), 1);
    if (control && !expired) replayTap(control);
    else markPending(tap.control, false);
  }
  for (const form of pendingSubmits) {
    if (
      !valuesHeld &&
      (!form.isConnected ||
        (mountedInReact(form) && (pageLive() || typeof reactProps(form)?.onSubmit === 'function')))
    ) {
      pendingSubmits.delete(form);
      if (form.isConnected) {
        replaying = true;
        try {
          form.requestSubmit();
        } finally {
          replaying = false;
        }
      }
    }
  }
  if (!pendingTaps.length && !pendingSubmits.size && !earlyValues.size) {
    clearInterval(timer);
    timer = undefined;
  }
}

function poll() {
  timer ??= setInterval(flush, POLL_MS);
}

// The moment the page is live, not at the next poll: held input is given out before the shopper goes on.
new MutationObserver(() => {
  if (pageLive() && timer !== undefined) flush();
}).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });

// On the window, in the capture phase: before React's own listeners on the root, whatever they are.
addEventListener('click', onClick, true);
addEventListener('submit', onSubmit, true);
addEventListener('input', onInput, true);
addEventListener('change', onInput, true);
