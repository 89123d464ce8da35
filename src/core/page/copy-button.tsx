import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { toast } from "../ui/toast";

/** Copies a text (bank details, a card number); the icon confirms for 2 seconds. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success("Text copied to clipboard");
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      toast.error(`Failed to copy text to clipboard: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      className="mx-1 inline-flex items-center gap-1 rounded border border-brand-300 px-2 py-0.5 align-middle text-sm hover:bg-brand-100"
      aria-label={label ? `${label}: ${text}` : `Copy ${text}`}
    >
      <span>{label ?? text}</span>
      {copied ? <Check className="size-4 text-green-700" aria-hidden /> : <Copy className="size-4" aria-hidden />}
    </button>
  );
}
