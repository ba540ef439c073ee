import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Banknote, CreditCard, ExternalLink, Loader2, Lock, Mail, MapPin, Plus } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SavedAddress } from '#shared/addresses/address.ts';
import { CHECKOUT_MESSAGES, type PaymentMethod } from '#shared/orders/order.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { FieldError, inputClass } from '#web/components/ui/form/field-parts.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { confirmationHref } from '#web/config/order-links.ts';
import { paths } from '#web/config/paths.ts';
import { addressesQueryOptions, addressKeys } from '#web/features/addresses/api/addresses-api.ts';
import { INDIAN_STATES } from '#web/features/addresses/lib/indian-states.ts';
import { CartTotals } from '#web/features/cart/components/cart-summary.tsx';
import { useCartRefresh } from '#web/features/cart/hooks/use-cart-refresh.ts';
import { useCartSummary } from '#web/features/cart/hooks/use-cart-summary.ts';
import { dispatchCart } from '#web/features/cart/lib/cart-actions.ts';
import { isLineAvailable, lineTotal } from '#web/features/cart/lib/cart-line.ts';
import { productKeys } from '#web/features/catalog/api/product-keys.ts';
import {
  checkoutOptionsQueryOptions,
  type PlaceOrderBody,
  placeOrder,
} from '#web/features/checkout/api/checkout-api.ts';
import {
  type CheckoutField,
  type CheckoutValues,
  checkCheckout,
  clearedAddress,
  EMPTY_CHECKOUT,
  initialAddress,
  problemsByField,
  serverCustomerErrors,
  stockProblemsByProduct,
  valuesFromAddress,
} from '#web/features/checkout/lib/checkout-form.ts';
import { startOnlinePayment } from '#web/features/checkout/lib/online-payment.ts';
import { orderKeys } from '#web/features/orders/api/orders-api.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useSession } from '#web/lib/session.ts';

/*
 * /checkout (spec §2, §4, §5): customer email, delivery address (saved addresses for signed-in shoppers),
 * payment method and the order summary with Place Order. The client's totals are display only: the server
 * prices the order. One Idempotency-Key per submission (the same again on a retry of the same form), so a
 * double click or a retry after a lost answer makes one order. The cart is cleared only after a 201.
 */

const ADDRESS_LOADING_ERROR = {
  title: 'Address Loading Error',
  description: 'Could not load your saved addresses. You can still enter a new address.',
};

/** A v4 UUID, also where `crypto.randomUUID` is missing (a page served over plain http on a LAN address). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function Component() {
  usePageTitle('Checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const user = session.user;
  const { cart, summary } = useCartSummary();
  useCartRefresh(cart);

  const addresses = useQuery({ ...addressesQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  const options = useQuery(checkoutOptionsQueryOptions());
  const onlineOffered = options.data?.paymentMethods.includes('online') ?? false;

  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  /** The saved address in use; null for a new address; undefined until the list has been looked at. */
  const [selectedId, setSelectedId] = useState<string | null | undefined>(undefined);
  const [saveAddress, setSaveAddress] = useState(true);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cod');
  const [submitting, setSubmitting] = useState(false);
  const [stockProblems, setStockProblems] = useState<Map<number, string>>(new Map());
  const inFlight = useRef(false);
  /** The last submission's body and key: a retry of the same body reuses the key. */
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  /** Set once the order exists: the emptied cart must not send the shopper back to /cart. */
  const placed = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Spec §4: the email is prefilled from the signed-in user.
  const userEmail = user?.email;
  useEffect(() => {
    if (userEmail) setValues((v) => (v.email ? v : { ...v, email: userEmail }));
  }, [userEmail]);

  // Saved addresses: the default (else the first) starts selected and fills the form; none → a new address.
  const savedList = addresses.data?.items;
  useEffect(() => {
    if (selectedId !== undefined || !savedList) return;
    const first = initialAddress(savedList);
    setSelectedId(first?.id ?? null);
    if (first) setValues((v) => valuesFromAddress(first, v));
  }, [savedList, selectedId]);

  const addressesFailed = addresses.isError;
  useEffect(() => {
    if (!addressesFailed) return;
    toast.error(ADDRESS_LOADING_ERROR.title, { description: ADDRESS_LOADING_ERROR.description });
    setSelectedId((id) => (id === undefined ? null : id));
  }, [addressesFailed]);

  // Pay Online disappears if the options say it is not offered.
  useEffect(() => {
    if (options.data && !onlineOffered) setPaymentMethod('cod');
  }, [options.data, onlineOffered]);

  if (cart.length === 0) {
    if (!placed.current) return <Navigate to={paths.cart.href()} replace />;
    return (
      <Container className="flex min-h-[50vh] items-center justify-center py-20">
        <p role="status" className="flex items-center gap-2 text-lg text-muted">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          Taking you to your order…
        </p>
      </Container>
    );
  }

  const available = cart.filter(isLineAvailable);
  const signedIn = Boolean(user);
  const saved = signedIn && !addressesFailed ? (savedList ?? []) : [];

  const change = (field: CheckoutField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    // Editing a chosen address makes it a new one (offered to be saved).
    if (field !== 'email' && selectedId) {
      setSelectedId(null);
      setSaveAddress(true);
    }
  };

  const chooseAddress = (address: SavedAddress) => {
    setSelectedId(address.id);
    setValues((v) => valuesFromAddress(address, v));
    setErrors((e) => ({ email: e.email }));
  };

  const startNewAddress = () => {
    setSelectedId(null);
    setSaveAddress(true);
    setValues((v) => clearedAddress(v));
    setErrors((e) => ({ email: e.email }));
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>('[name="fullName"]')?.focus(),
    );
  };

  const focusField = (field: CheckoutField) =>
    formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const { customer, problems } = checkCheckout(values);
    if (!customer) {
      const first = problems[0]!;
      setErrors(problemsByField(problems));
      toast.error(first.title, { description: first.message });
      focusField(first.field);
      return;
    }
    const items = available.map((line) => ({ productId: line.id, quantity: line.quantity }));
    if (items.length === 0) return;
    const body: PlaceOrderBody = {
      customer,
      items,
      paymentMethod,
      ...(signedIn && selectedId === null ? { saveAddress } : {}),
    };
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };

    inFlight.current = true;
    setSubmitting(true);
    setStockProblems(new Map());
    try {
      const { order, warnings } = await placeOrder(body, attempt.current.key);
      placed.current = true;
      attempt.current = null;
      dispatchCart({ type: 'clear' });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (user) void queryClient.invalidateQueries({ queryKey: addressKeys.of(user.id) });
      if (warnings?.includes('address')) {
        toast.warning(CHECKOUT_MESSAGES.addressSaveWarning.title, {
          description: CHECKOUT_MESSAGES.addressSaveWarning.description,
        });
      }
      if (warnings?.includes('email')) {
        toast.warning(CHECKOUT_MESSAGES.emailWarning.title, {
          description: CHECKOUT_MESSAGES.emailWarning.description,
        });
      }
      const token = order.accessToken;
      if (order.status === 'pending_payment') {
        toast.success('Order placed', {
          description: `Complete your payment to confirm order ${order.orderNumber}.`,
        });
        try {
          await startOnlinePayment(order, token, (href) => navigate(href));
        } catch {
          toast.error(CHECKOUT_MESSAGES.paymentFailed.title, {
            description: CHECKOUT_MESSAGES.paymentUnavailable,
          });
          navigate(confirmationHref(order.id, token));
        }
      } else {
        toast.success('Order placed successfully!', {
          description: `Your order number is ${order.orderNumber}.`,
        });
        navigate(confirmationHref(order.id, token));
      }
    } catch (error) {
      inFlight.current = false;
      setSubmitting(false);
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_STOCK') {
        toast.error(CHECKOUT_MESSAGES.insufficientStock.title, { description: error.message });
        setStockProblems(stockProblemsByProduct(error.fields, items));
        // Fresh stock for every line (the cart flags and caps what cannot be bought).
        void queryClient.invalidateQueries({ queryKey: productKeys.all });
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        const inline = serverCustomerErrors(error.fields);
        setErrors(inline);
        const firstField = Object.keys(inline)[0] as CheckoutField | undefined;
        if (firstField) focusField(firstField);
      }
      toast.error(CHECKOUT_MESSAGES.orderFailed.title, {
        description: CHECKOUT_MESSAGES.orderFailed.description,
      });
    }
  }

  return (
    <Container className="py-6 sm:py-10">
      <BackLink to={paths.cart.href()}>Back to Cart</BackLink>
      <h1 className="mt-2 text-3xl sm:text-4xl">Checkout</h1>

      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="mt-6 grid items-start gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10"
      >
        <div className="flex flex-col gap-6">
          <Section icon={<Mail aria-hidden="true" />} title="Customer Information">
            <Field
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              error={errors.email}
              onChange={change}
              hint="We'll send your order confirmation here."
            />
          </Section>

          <Section
            icon={<MapPin aria-hidden="true" />}
            title="Delivery Address"
            aside={
              signedIn ? (
                <a
                  href={paths.profileAddress.href()}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
                >
                  Manage Addresses
                  <ExternalLink aria-hidden="true" size={16} strokeWidth={1.75} />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null
            }
          >
            {signedIn && addresses.isPending && (
              <p className="flex items-center gap-2 text-sm text-muted" role="status">
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                Loading your saved addresses…
              </p>
            )}
            {saved.length > 0 && (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-semibold">Saved addresses</legend>
                {saved.map((address) => (
                  <label
                    key={address.id}
                    className={cn(
                      'flex cursor-pointer gap-3 rounded-control border p-3 transition-colors',
                      selectedId === address.id
                        ? 'border-primary bg-primary/5'
                        : 'border-border hover:border-foreground/30',
                    )}
                  >
                    <input
                      type="radio"
                      name="savedAddress"
                      value={address.id}
                      checked={selectedId === address.id}
                      onChange={() => chooseAddress(address)}
                      className="mt-1 size-4 shrink-0 accent-primary"
                    />
                    <span className="flex min-w-0 flex-col text-sm">
                      <span className="flex flex-wrap items-center gap-2 font-semibold">
                        {address.name}
                        <span className="rounded-full bg-sand px-2 text-xs font-semibold text-muted">
                          {address.type}
                        </span>
                        {address.isDefault && (
                          <span className="rounded-full bg-secondary/10 px-2 text-xs font-semibold text-secondary">
                            Default
                          </span>
                        )}
                      </span>
                      <span className="text-muted">
                        {address.address}, {address.city}, {address.state} {address.pincode}
                      </span>
                      <span className="text-muted">{address.phone}</span>
                    </span>
                  </label>
                ))}
                <Button
                  variant={selectedId === null ? 'primary' : 'secondary'}
                  size="sm"
                  className="self-start"
                  onClick={startNewAddress}
                  aria-pressed={selectedId === null}
                >
                  <Plus aria-hidden="true" strokeWidth={1.75} />
                  Use New Address
                </Button>
              </fieldset>
            )}

            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                name="fullName"
                label="Full Name"
                autoComplete="name"
                value={values.fullName}
                error={errors.fullName}
                onChange={change}
              />
              <Field
                name="phone"
                label="Phone"
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                value={values.phone}
                error={errors.phone}
                onChange={change}
                hint="10-digit mobile number"
              />
              <Field
                name="address"
                label="Address"
                autoComplete="street-address"
                value={values.address}
                error={errors.address}
                onChange={change}
                className="sm:col-span-2"
                hint="House number, street, area"
              />
              <Field
                name="city"
                label="City"
                autoComplete="address-level2"
                value={values.city}
                error={errors.city}
                onChange={change}
              />
              <Field
                name="state"
                label="State"
                autoComplete="address-level1"
                list="checkout-states"
                value={values.state}
                error={errors.state}
                onChange={change}
              />
              <datalist id="checkout-states">
                {INDIAN_STATES.map((state) => (
                  <option key={state} value={state} />
                ))}
              </datalist>
              <Field
                name="pincode"
                label="Pincode"
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={6}
                value={values.pincode}
                error={errors.pincode}
                onChange={change}
              />
            </div>

            {signedIn && selectedId === null && (
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base">
                <input
                  type="checkbox"
                  checked={saveAddress}
                  onChange={(e) => setSaveAddress(e.target.checked)}
                  className="size-5 accent-primary"
                />
                Save this address
              </label>
            )}
          </Section>

          <Section icon={<CreditCard aria-hidden="true" />} title="Payment Method">
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">Payment Method</legend>
              <PaymentOption
                value="cod"
                current={paymentMethod}
                onChange={setPaymentMethod}
                icon={<Banknote aria-hidden="true" />}
                label="Cash on Delivery"
                note="Pay in cash when your order arrives."
              />
              {onlineOffered && (
                <PaymentOption
                  value="online"
                  current={paymentMethod}
                  onChange={setPaymentMethod}
                  icon={<CreditCard aria-hidden="true" />}
                  label="Pay Online"
                  note={
                    options.data?.provider === 'sandbox'
                      ? 'UPI, cards and net banking (test gateway).'
                      : 'UPI, cards and net banking, securely through Razorpay.'
                  }
                />
              )}
            </fieldset>
          </Section>
        </div>

        <aside
          aria-labelledby="checkout-summary-heading"
          className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6 lg:sticky lg:top-24"
        >
          <h2 id="checkout-summary-heading" className="text-2xl">
            Order Summary
          </h2>
          <ul className="flex flex-col divide-y divide-border">
            {cart.map((line) => {
              const problem = stockProblems.get(line.id);
              const unavailable = !isLineAvailable(line);
              return (
                <li key={line.id} className="flex items-center gap-3 py-3 first:pt-0">
                  <ResponsiveImage
                    image={line.images[0] ?? (line.image ? { url: line.image } : null)}
                    alt=""
                    sizes="56px"
                    className={cn(
                      'size-14 shrink-0 rounded-control bg-sand object-cover',
                      unavailable && 'opacity-50',
                    )}
                  />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="line-clamp-2 text-sm font-semibold leading-snug">{line.name}</span>
                    <span className="text-sm text-muted">Qty {line.quantity}</span>
                    {unavailable && <span className="text-sm text-danger">Not available — left out</span>}
                    {problem && (
                      <span className="text-sm text-danger" role="alert">
                        {problem}
                      </span>
                    )}
                  </div>
                  <span className={cn('text-sm font-semibold tabular-nums', unavailable && 'line-through')}>
                    {formatRupees(lineTotal(line))}
                  </span>
                </li>
              );
            })}
          </ul>
          <CartTotals summary={summary} className="border-t border-border pt-4" />
          <Button
            type="submit"
            size="lg"
            disabled={submitting || available.length === 0}
            aria-busy={submitting}
          >
            {submitting ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Lock aria-hidden="true" strokeWidth={1.75} />
            )}
            {submitting ? 'Placing Order…' : 'Place Order'}
          </Button>
          {available.length === 0 && (
            <p className="text-sm text-danger">
              Nothing in your cart can be ordered right now.{' '}
              <Link to={paths.cart.href()} className="font-semibold underline">
                Review your cart
              </Link>
            </p>
          )}
          <p className="text-center text-sm text-muted">
            Prices and stock are confirmed when you place the order.
          </p>
        </aside>
      </form>
    </Container>
  );
}

function Section({
  icon,
  title,
  aside,
  children,
}: {
  icon: ReactNode;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="flex items-center gap-2.5 text-xl sm:text-2xl">
          <span className="text-primary [&_svg]:size-5 [&_svg]:stroke-[1.75]">{icon}</span>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

interface FieldProps {
  name: CheckoutField;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (field: CheckoutField, value: string) => void;
  type?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'numeric' | 'text';
  list?: string;
  maxLength?: number;
  className?: string;
}

function Field({ name, label, value, error, hint, onChange, className, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(name, e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
        aria-required="true"
        className={inputClass}
        {...input}
      />
      <FieldError id={errorId}>{error}</FieldError>
      {hint && !error && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

function PaymentOption({
  value,
  current,
  onChange,
  icon,
  label,
  note,
}: {
  value: PaymentMethod;
  current: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  icon: ReactNode;
  label: string;
  note: string;
}) {
  const checked = current === value;
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-control border p-3.5 transition-colors',
        checked ? 'border-primary bg-primary/5' : 'border-border hover:border-foreground/30',
      )}
    >
      <input
        type="radio"
        name="paymentMethod"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="size-4 shrink-0 accent-primary"
      />
      <span className="text-primary [&_svg]:size-5 [&_svg]:stroke-[1.75]">{icon}</span>
      <span className="flex flex-col">
        <span className="font-semibold">{label}</span>
        <span className="text-sm text-muted">{note}</span>
      </span>
    </label>
  );
}
