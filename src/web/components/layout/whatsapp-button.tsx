import { MessageCircle } from 'lucide-react';

/** The floating chat button: opens a WhatsApp chat with the store, greeting prefilled, in a new tab. */
export function WhatsAppButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      title="Chat with us on WhatsApp"
      className="fixed right-4 z-30 grid size-14 place-items-center rounded-full bg-secondary text-primary-foreground shadow-soft transition-transform hover:scale-105 bottom-[calc(1rem+env(safe-area-inset-bottom))] sm:right-6 sm:bottom-6"
    >
      <MessageCircle aria-hidden="true" size={26} strokeWidth={1.75} />
    </a>
  );
}
