/**
 * Says one of the shared modules' English messages (the zod schemas' and the server's wording, e.g.
 * PRODUCT_ADMIN_MESSAGES) in the page's language (decision 035): `say` gets the message's name in the module
 * and looks it up in the part's catalog, e.g. `` (name) => t(`adminProducts.msg.${name}` as never) ``. A message
 * the module does not name (a server's own sentence) stays as it is. The form kit's `reword` takes it as is.
 */
export function sharedMessages(
  messages: Readonly<Record<string, unknown>>,
  say: (name: string) => string,
): (message: string) => string {
  const names = new Map<unknown, string>(Object.entries(messages).map(([name, text]) => [text, name]));
  return (message) => {
    const name = names.get(message);
    return name === undefined ? message : say(name);
  };
}
