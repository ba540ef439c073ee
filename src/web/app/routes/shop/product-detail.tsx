import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Product, ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { productText } from '#shared/catalog/product.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { paths } from '#web/config/paths.ts';
import { AddToCartButton } from '#web/features/cart/components/add-to-cart-button.tsx';
import { ProductPurchase } from '#web/features/cart/components/product-purchase.tsx';
import {
  findCachedProduct,
  isProductNotFound,
  productQueryOptions,
} from '#web/features/catalog/api/get-product.ts';
import {
  fieldProblem,
  PersonalisationFields,
} from '#web/features/catalog/components/personalisation-fields.tsx';
import {
  ProductDetailSkeleton,
  ProductDetailView,
  ProductLoadError,
  ProductNotFound,
} from '#web/features/catalog/components/product-detail.tsx';
import { ShareToWhatsApp } from '#web/features/catalog/components/share-to-whatsapp.tsx';
import { VariantPicker } from '#web/features/catalog/components/variant-picker.tsx';
import { useCategoryCovers } from '#web/features/catalog/hooks/use-category-covers.ts';
import { usePersonalisation } from '#web/features/catalog/hooks/use-personalisation.ts';
import { useVariantChoice } from '#web/features/catalog/hooks/use-variant-choice.ts';
import { DeliveryCheckBox } from '#web/features/delivery/components/delivery-check-box.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { useStoreSettings } from '#web/features/settings/hooks/use-store-settings.ts';
import { WishlistButton } from '#web/features/wishlist/components/wishlist-button.tsx';
import { deferredPart } from '#web/hooks/use-hydrated.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { lazyToast } from '#web/lib/lazy-toast.ts';

// Below the product's own details: their code arrives once the page is live (decision 046). Served in full.
const ProductReviews = deferredPart(() =>
  import('#web/features/reviews/components/product-reviews.tsx').then((m) => m.ProductReviews),
);
// Only on a sold-out piece (decision 073); its code arrives once the page is live, a tap meanwhile replayed.
const StockRequestBox = deferredPart(() =>
  import('#web/features/stock-requests/components/stock-request-box.tsx').then((m) => m.StockRequestBox),
);
const RelatedProducts = deferredPart(() =>
  import('#web/features/catalog/components/related-products.tsx').then((m) => m.RelatedProducts),
);

/** The product's details, with its variant picker when it has options (decision 066). */
function ProductBody({ product, fallbackImage }: { product: Product; fallbackImage: ProductImage | null }) {
  const settings = useStoreSettings();
  const { t, lang } = useI18n();
  const choice = useVariantChoice(product);
  const personal = usePersonalisation(product);
  const variant = choice ? choice.variant : undefined;
  const addOn = personal?.settled.addOn ?? 0;
  return (
    <ProductDetailView
      product={product}
      fallbackImage={fallbackImage}
      freeShippingOver={formatRupees(settings.freeShippingThreshold)}
      variant={variant}
      addOn={addOn}
      picker={
        (choice || personal) && (
          <>
            {choice && <VariantPicker product={product} choice={choice} />}
            {personal && <PersonalisationFields state={personal} />}
          </>
        )
      }
      purchase={
        <>
          <ProductPurchase
            product={product}
            choice={choice}
            personal={
              personal && {
                latest: () => {
                  const settled = personal.latest();
                  const inputs = personal.latestInputs();
                  const problem =
                    personal.fields.map((f) => fieldProblem(f, inputs[f.key], t, lang)).find(Boolean) ?? null;
                  return { problem, values: settled.values };
                },
                refused: personal.markTried,
              }
            }
          >
            <WishlistButton product={product} />
          </ProductPurchase>
          <StockRequestBox product={product} variant={variant} />
        </>
      }
      share={<ShareToWhatsApp product={product} storeName={settings.storeName} />}
      delivery={
        <DeliveryCheckBox
          value={(variant?.price ?? product.price) + addOn}
          product={product.making ? product.id : undefined}
        />
      }
    />
  );
}

/** /product/:id and /products/:id. */
export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...productQueryOptions(id),
    // A card the shopper just clicked already holds the product: show it while the request confirms it.
    placeholderData: () => findCachedProduct(queryClient, id),
    // The route loader has just tried; a failure gets the retry button instead of a second silent attempt.
    retryOnMount: false,
  });
  const settings = useStoreSettings();
  const covers = useCategoryCovers();
  const { lang, t } = useI18n();

  const product = query.data;
  // Reached in the app by another address of the product (an id, an old slug): the address bar shows its slug, as
  // the server's 301 would (decision 088).
  const navigate = useNavigate();
  const { search } = useLocation();
  const slug = product?.slug;
  useEffect(() => {
    if (slug && id !== slug) void navigate(`${paths.product.href({ slug })}${search}`, { replace: true });
  }, [slug, id, search, navigate]);
  const notFound = !product && isProductNotFound(query.error);
  const failed = !product && query.isError && !notFound;
  usePageTitle(
    (product && productText(product, lang).name) ??
      (notFound ? t('product.notFound') : t('product.pageTitle')),
  );

  // docs/product.md §3.5: a failed load (other than a missing product) says so in a toast.
  const failedAt = failed ? query.errorUpdatedAt : 0;
  useEffect(() => {
    // Through lazyToast: a page served with its failed load toasts at hydration, before the Toaster is up.
    if (failedAt)
      void lazyToast().then((toast) =>
        toast.error(t('product.errorToast'), { description: t('product.errorToastText') }),
      );
  }, [failedAt, t]);

  if (notFound) return <ProductNotFound />;
  if (failed) return <ProductLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!product) return <ProductDetailSkeleton />;

  return (
    // Keyed by product, so the gallery, the choice and quantity start fresh when a related product opens.
    <div key={product.id}>
      <ProductBody product={product} fallbackImage={covers.get(product.category) ?? null} />
      <ProductReviews productId={product.id} storeName={settings.storeName} />
      <RelatedProducts
        product={product}
        renderAction={(other) => <AddToCartButton product={other} />}
        renderCorner={(other) => <WishlistButton product={other} variant="card" />}
      />
    </div>
  );
}
