import { MessageCircle } from 'lucide-react';

/**
 * The floating chat button: opens a WhatsApp chat with the store, greeting prefilled, in a new tab. Smaller on a
 * phone, and out of the way while a field is being typed in (the keyboard up, the button sat on the fields: audit
 * D-c2).
 */
export function WhatsAppButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      title="Chat with us on WhatsApp"
      className="fixed right-3 z-30 grid size-12 place-items-center rounded-full bg-secondary text-primary-foreground shadow-soft transition-transform hover:scale-105 bottom-[calc(0.75rem+env(safe-area-inset-bottom))] sm:right-6 sm:bottom-6 sm:size-14 [:root:has(:is(input,textarea,select):focus)_&]:hidden"
    >
      <MessageCircle aria-hidden="true" className="size-6 sm:size-[26px]" strokeWidth={1.75} />
    </a>
  );
}
