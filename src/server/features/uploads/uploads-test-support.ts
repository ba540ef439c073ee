import sharp from 'sharp';

/** A real image of `format`, `width` × `height` px, with some detail so the encoders have work. */
export async function makeImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  width = 800,
  height = 600,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#b5532c"/><circle cx="50%" cy="50%" r="30%" fill="#f4e6d0"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

export type FormPart =
  | { field: string; value: string }
  | { field: string; filename: string; type: string; body: Buffer };

/** A multipart/form-data body with `parts` in the order given. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----karigar${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"`;
    if ('value' in part) chunks.push(Buffer.from(`${disposition}\r\n\r\n${part.value}\r\n`));
    else
      chunks.push(
        Buffer.from(`${disposition}; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`),
        part.body,
        Buffer.from('\r\n'),
      );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
