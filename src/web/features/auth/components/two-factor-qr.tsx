import { encode } from 'uqr';

/**
 * The otpauth:// link as a QR code for the authenticator app, drawn as one SVG path (no HTML strings).
 * uqr loads only with the admin's two-factor page (a lazy route), never with the storefront.
 */
export function TwoFactorQr({ uri, label }: { uri: string; label: string }) {
  const { size, data } = encode(uri, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-control bg-surface text-foreground"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
