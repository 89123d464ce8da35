/**
 * The commemoration-note form (product-list-smolny-note; SPEC §2, §4, §5): a note type (the
 * products of the 'notes' category), names for health and for repose, the recommended donation,
 * a bank card number to copy, and an email. Sending buys the chosen note with the dummy provider
 * (quantity 1, the names in the comment), shows the thank-you panel and goes to the payment page.
 */
import { useMutation } from "@tanstack/react-query";
import { Check, Copy, HeartHandshake } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "../../../core/ui/toast";
import { Button } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import { Input, Textarea } from "../../../core/ui/input";
import { Select } from "../../../core/ui/select";
import { useHydrated } from "../../../core/ui/use-hydrated";
import type { ProductView } from "../widget-data-types";
import { defaultCurrency, formatMoney, linePrice } from "./price";
import { EmptyNote, Section, useShop } from "./shared";
import { paymentUrlOf, shopApi, useShopSubject } from "./shop-api";
import type { EcommerceWidgetProps } from "./widget";

/** A plainly fictional card number (DECISIONS.md: never real bank details). */
export const DEMO_CARD_NUMBER = "0000 1111 2222 3333";
export const FILL_ONE_FIELD = "Пожалуйста, заполните хотя бы одно поле";
/** SPEC §9: the validation message lasts 3 s, the copied label 2 s. */
const MESSAGE_MS = 3000;
const COPIED_MS = 2000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TYPE_KEYS = ["note-type", "type"];

const WORDS = {
  ru: {
    type: "Тип записки",
    choose: "Выберите тип записки",
    health: "О здравии",
    healthHint: "Имена в родительном падеже, через запятую",
    repose: "Об упокоении",
    donation: "Рекомендуемое пожертвование",
    card: "Номер карты для пожертвований",
    cardNote: "Демонстрационный номер: не переводите на него деньги.",
    copy: "Копировать",
    copied: "Скопировано",
    email: "Email для квитанции",
    emailInvalid: "Введите корректный email",
    submit: "Подать записку",
    pending: "Отправка...",
    thanks: "Спасибо! Записка принята.",
    thanksText: "Сейчас откроется страница оплаты пожертвования.",
    another: "Подать ещё одну записку",
    noTypes: "Типы записок пока не добавлены.",
    healthPart: "О здравии",
    reposePart: "Об упокоении",
  },
  en: {
    type: "Note type",
    choose: "Choose the note type",
    health: "For health",
    healthHint: "Names, separated by commas",
    repose: "For repose",
    donation: "Recommended donation",
    card: "Card number for donations",
    cardNote: "A demo number: do not send money to it.",
    copy: "Copy",
    copied: "Copied",
    email: "Email for the receipt",
    emailInvalid: "Enter a valid email",
    submit: "Send the note",
    pending: "Sending...",
    thanks: "Thank you! The note is received.",
    thanksText: "The donation payment page opens now.",
    another: "Send another note",
    noTypes: "No note types yet.",
    healthPart: "For health",
    reposePart: "For repose",
  },
};

/** The note's type as the dropdown shows it: its 'note-type' attribute, else its title. */
function typeLabel(product: ProductView, text: (value: unknown) => string): string {
  const attribute = product.attributes.find((a) => a.key && TYPE_KEYS.includes(a.key.slug) && text(a.string));
  return (attribute && text(attribute.string)) || text(product.title) || product.slug;
}

/** The comment the order carries: a health part and a repose part (each only when filled). */
export function noteComment(health: string, repose: string, words: { healthPart: string; reposePart: string }): string {
  return [health.trim() && `${words.healthPart}: ${health.trim()}`, repose.trim() && `${words.reposePart}: ${repose.trim()}`].filter(Boolean).join("\n");
}

function CopyCardNumber({ words }: { words: (typeof WORDS)["ru"] }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(DEMO_CARD_NUMBER.replace(/\s/g, ""));
      setCopied(true);
      toast.success("Text copied to clipboard");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      toast.error(`Failed to copy text to clipboard: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <p className="text-sm font-medium">{words.card}</p>
      <div className="flex flex-wrap items-center gap-3">
        <code className="font-mono text-lg tracking-wider text-brand-900">{DEMO_CARD_NUMBER}</code>
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={`${copied ? words.copied : words.copy}: ${DEMO_CARD_NUMBER}`}>
          {copied ? <Check aria-hidden className="size-3.5 text-green-700" /> : <Copy aria-hidden className="size-3.5" />}
          {copied ? words.copied : words.copy}
        </Button>
      </div>
      <p className="text-xs text-ink/60">{words.cardNote}</p>
    </div>
  );
}

export function NoteFormWidget({ data }: EcommerceWidgetProps) {
  const { text, language } = useShop();
  const words = language === "en" ? WORDS.en : WORDS.ru;
  const id = useId();
  // The type picker is a Radix select: until the browser runs it, a press would be lost.
  const hydrated = useHydrated();
  const subjectId = useShopSubject();
  const products = data.notes?.products ?? [];
  const currency = defaultCurrency(data.currencies);
  const [productId, setProductId] = useState("");
  const [health, setHealth] = useState("");
  const [repose, setRepose] = useState("");
  const [email, setEmail] = useState("");
  const [emailTouched, setEmailTouched] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const messageTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(messageTimer.current), []);

  const product = products.find((p) => p.id === productId);
  const donation = product ? linePrice(product, currency?.id, 1) : undefined;
  const emailInvalid = emailTouched && !EMAIL.test(email.trim());

  const send = useMutation({
    mutationFn: async () => {
      if (!subjectId) throw new Error("id is required");
      if (!product) throw new Error("productId is required");
      return shopApi.checkoutProduct(subjectId, product.id, {
        provider: "dummy",
        email: email.trim(),
        quantity: 1,
        comment: noteComment(health, repose, words),
        billingModule: { currency: { id: currency?.id } },
      });
    },
    onSuccess: (answer) => {
      setDone(true);
      setProductId("");
      setHealth("");
      setRepose("");
      const url = paymentUrlOf(answer);
      if (url) window.location.assign(url);
    },
  });

  const showMessage = (text: string) => {
    setMessage(text);
    clearTimeout(messageTimer.current);
    messageTimer.current = setTimeout(() => setMessage(null), MESSAGE_MS);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!product || send.isPending) return;
    if (!health.trim() && !repose.trim()) {
      showMessage(FILL_ONE_FIELD);
      return;
    }
    setEmailTouched(true);
    if (!EMAIL.test(email.trim())) return;
    send.mutate();
  };

  if (done) {
    return (
      <Section widget={data.widget} className="max-w-3xl">
        <div role="status" className="flex flex-col items-center gap-4 rounded-xl border border-brand-200 bg-white p-8 text-center shadow-sm">
          <HeartHandshake aria-hidden className="size-12 text-brand-600" />
          <h3 className="font-serif text-2xl text-brand-900">{words.thanks}</h3>
          <p className="text-ink/70">{words.thanksText}</p>
          <Button type="button" variant="smolny-primary" onClick={() => setDone(false)}>
            {words.another}
          </Button>
        </div>
      </Section>
    );
  }

  return (
    <Section widget={data.widget} className="max-w-3xl">
      {!products.length ? (
        <EmptyNote>{words.noTypes}</EmptyNote>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={text(data.widget.title) || words.submit} className="flex flex-col gap-5 rounded-xl border border-brand-200 bg-white p-5 shadow-sm sm:p-8">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-type`} className="text-sm font-medium">
              {words.type}
            </label>
            <Select
              id={`${id}-type`}
              disabled={!hydrated}
              value={productId}
              onValueChange={setProductId}
              placeholder={words.choose}
              options={products.map((p) => ({ value: p.id, label: typeLabel(p, text) }))}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-health`} className="text-sm font-medium">
                {words.health}
              </label>
              <Textarea id={`${id}-health`} value={health} onChange={(e) => setHealth(e.target.value)} placeholder={words.healthHint} rows={4} />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-repose`} className="text-sm font-medium">
                {words.repose}
              </label>
              <Textarea id={`${id}-repose`} value={repose} onChange={(e) => setRepose(e.target.value)} placeholder={words.healthHint} rows={4} />
            </div>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-y border-brand-100 py-3" aria-live="polite">
            <span className="text-sm text-ink/70">{words.donation}</span>
            <span className="font-serif text-2xl text-brand-800" data-donation>
              {donation !== undefined ? formatMoney(donation, currency, language, true) : "—"}
            </span>
          </div>
          <CopyCardNumber words={words} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-email`} className="text-sm font-medium">
              {words.email}
            </label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={emailInvalid || undefined}
              aria-describedby={emailInvalid ? `${id}-email-error` : undefined}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => setEmailTouched(true)}
              placeholder="name@example.org"
            />
            {emailInvalid && (
              <p id={`${id}-email-error`} className="text-sm text-red-700">
                {words.emailInvalid}
              </p>
            )}
          </div>
          <Button
            type="submit"
            variant="smolny-primary"
            size="lg"
            disabled={!product || send.isPending}
            className={cn("whitespace-normal", message && "bg-red-700 hover:bg-red-700")}
          >
            {message ?? (send.isPending ? words.pending : words.submit)}
          </Button>
          <p role="alert" className="sr-only">
            {message}
          </p>
        </form>
      )}
    </Section>
  );
}
