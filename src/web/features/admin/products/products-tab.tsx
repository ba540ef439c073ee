/** Placeholder: replaced by the tab's owner. */
export default function ProductsTab() {
  return <p className="py-10 text-center text-muted">This tab is being built.</p>;
}
