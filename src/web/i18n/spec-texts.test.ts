import { describe, expect, it } from 'vitest';
import en from './en/storefront.json';

/** Every English catalog (the storefront's and each part's): a spec text may live in any of them. */
const catalogs = import.meta.glob<Record<string, string>>('./en/*.json', { eager: true, import: 'default' });

/**
 * Issue 25: the spec's texts (../shared/spec.md, asserted by the browser suite) stay exactly as they are in
 * English once their screen reads from the catalog. A screen moved to the catalog adds its spec texts here.
 */
const SPEC_TEXTS: Record<string, string[]> = {
  'Header and menus (spec §2)': [
    'Home',
    'Categories',
    'All Products',
    'About Us',
    'Blog',
    'Login',
    'Track Order',
  ],
  'Footer (spec §1)': ['Quick Links'],
  '404 (spec §2 route table)': ['Oops! Page not found', 'Back to Home'],
  'Home, product list and product page (spec §3)': [
    '100% Handmade',
    'Free Shipping',
    '100% Authentic',
    'Quality Assured',
    'Featured Creations',
    'View All Products',
    'No Products Found',
    'Newest',
    'Name (A-Z)',
    'Price (Low to High)',
    'Price (High to Low)',
    'Rating',
    'Load more',
    'In Stock',
    'Out of Stock',
    'Product Not Found',
    "The product you're looking for doesn't exist or has been removed.",
    'Back to Products',
  ],
  'Admin dashboard (spec §2)': [
    'Loading admin dashboard...',
    'Admin Dashboard',
    'Total Products',
    'Total Orders',
    'All Customers',
    'Permanent tracking enabled',
    'Testimonials',
    'Products',
    'Orders',
    'Customers',
    'Blog',
    'Homepage',
    'Refresh Data',
  ],
  'Admin orders (spec §2, §8)': [
    'New Orders',
    'Delivered',
    'Cancelled/Returned',
    'Failed to update order status. Please try again.',
    'Failed to load orders.',
  ],
  'Admin customers and All Customers (spec §2, §8)': [
    'Failed to load customer data.',
    'Failed to fetch customer data. Please try again.',
    'Failed to export customer data.',
    'Error exporting customer data',
    'Failed to get targeted customers.',
    'Targeted Customers Found',
    'Total Customers',
    'Active Customers',
    'New This Week',
    'Marketing Opt-ins',
    'Export for Marketing',
    'Refresh',
    'Targeted Marketing',
    'Analytics',
    'High-Value',
    'Recent Signups',
    'Inactive',
    'All',
    'Active',
    'Verified',
    'Marketing OK',
  ],
  'Category names (spec §1)': [
    'Dream Catcher',
    'Embroidery',
    'Lippan Arts',
    'Resin Art Work',
    'Illustration',
    'Candles',
    'Calligraphy',
    'Hair Accessories',
    'Others',
  ],
  'Admin: Products tab (spec §2, §8 Admin, §5 delete confirmation)': [
    'In Stock',
    'Out of Stock',
    'Featured',
    'Product added successfully!',
    'Product updated successfully!',
    'Product deleted successfully!',
    'Failed to add product. Please try again.',
    'Failed to update product. Please try again.',
    'Failed to update product: {{message}}',
    'Are you sure you want to delete this product?',
  ],
  'Cart side panel, /cart and the cart toasts (spec §2, §5, §8)': [
    'Shopping Cart',
    'Your cart is empty',
    'Continue Shopping',
    'Proceed to Checkout',
    'Clear Cart',
    'Your Cart is Empty',
    'Add to Cart',
    'Item added to cart!',
    'Item quantity updated in cart!',
    'Item removed from cart!',
    'Out of Stock',
    'This product is currently out of stock.',
    'Insufficient Stock',
    'Only {{count}} items available.',
  ],
  '/checkout (spec §2, §5, §8)': [
    'Back to Cart',
    'Customer Information',
    'Delivery Address',
    'Payment Method',
    'Order Summary',
    'Place Order',
    'Use New Address',
    'Manage Addresses',
    'Save this address',
    'Missing Information',
    'Please fill in your {{field}}',
    'Invalid Email',
    'Please enter a valid email address',
    'Invalid Phone Number',
    'Please enter a valid 10-digit phone number',
    'Address Loading Error',
    'Could not load your saved addresses. You can still enter a new address.',
    'Address Save Warning',
    "Your order will be processed, but we couldn't save this address for future use.",
    'Email Warning',
    'Order placed but some confirmation emails may not have been sent.',
    'Order Failed',
    'There was an error placing your order. Please try again.',
  ],
  'Order confirmation, order history and track order (spec §2, §4, §5, §8)': [
    'Order Confirmed',
    'Order Not Found',
    'Go to Home',
    'Continue Shopping',
    'Browse Products',
    'Your Orders',
    'Back to Home',
    'Start Shopping',
    'View Details',
    'Track Order',
    'Order Placed',
    'Processing',
    'Shipped',
    'Delivered',
    'Please enter an order number.',
    'No order found with this order number. Please check and try again.',
    'Failed to track order. Please try again.',
    'Failed to load your orders. Please try again.',
  ],
  'Wishlist (spec §2, §5, §8)': [
    '{{count}} item(s) saved',
    'Added to wishlist',
    'Removed from wishlist',
    'Please login to add items to wishlist',
    'Item already in wishlist',
  ],
  'Admin: Testimonials and Homepage tabs (spec §2, §8 Admin, §5 delete confirmation)': [
    'Featured',
    'Not Featured',
    'Feature',
    'Unfeature',
    'Testimonial added successfully!',
    'Testimonial featured successfully!',
    'Testimonial unfeatured successfully!',
    'Testimonial deleted successfully!',
    'Failed to add testimonial. Please try again.',
    'Failed to update testimonial. Please try again.',
    'Failed to delete testimonial. Please try again.',
    'Are you sure you want to delete this testimonial?',
    'Update Homepage Content',
    'Homepage content updated successfully!',
    'Failed to update homepage content. Please try again.',
    'Failed to fetch data. Please try again.',
  ],
};

describe('spec texts in the English catalog (issue 25)', () => {
  const messages = new Set(Object.values(catalogs).flatMap((catalog) => Object.values(catalog)));
  it.each(Object.entries(SPEC_TEXTS))('%s: every text is an English message, unchanged', (_screen, texts) => {
    expect(texts.filter((text) => !messages.has(text))).toEqual([]);
  });
});

describe('the free-shipping rule in the English catalog', () => {
  it('spec audit 1.1: says the rule one way, which includes the threshold ("or more", never "over" or "above")', () => {
    const rule = Object.values(en).filter(
      (text) => /free shipping|orders of/i.test(text) && /\{\{amount\}\}/.test(text),
    );
    expect(rule.length).toBeGreaterThan(0);
    for (const text of rule) {
      expect(text).toMatch(/orders of \{\{amount\}\} or more/);
      expect(text).not.toMatch(/\b(over|above)\b/i);
    }
  });
});
