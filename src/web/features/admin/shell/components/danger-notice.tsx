import type { LucideIcon } from 'lucide-react';

/** A problem the owner should act on (mail failing, a job late), announced when it appears. */
export function DangerNotice({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <p
      role="alert"
      className="flex items-center gap-2 rounded-card border border-danger/30 bg-danger/5 p-3 text-danger"
    >
      <Icon aria-hidden="true" size={20} strokeWidth={1.75} className="shrink-0" />
      {children}
    </p>
  );
}
