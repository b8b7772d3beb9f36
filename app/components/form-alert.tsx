import { useEffect } from "react";
import { toast } from "~/components/toaster";

/** A failed submission's message, inline; on the chart page app/browser/enhance-chart.ts also raises it as a toast. */
export function FormAlert({ title, message, id }: { title: string; message?: string | null; id?: string }) {
  useEffect(() => {
    if (message) toast({ title, description: message, variant: "destructive" });
  }, [title, message]);
  if (!message) return null;
  return (
    <div id={id} role="alert" data-raise-toast={title} data-toast-description={message} data-toast-variant="destructive" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">{title}</p>
      <p>{message}</p>
    </div>
  );
}
