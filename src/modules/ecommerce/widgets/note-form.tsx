/**
 * The commemoration-note form (product-list-smolny-note; SPEC §2, §4, §5): a note type (the
 * products of the 'notes' category), names for health and for repose (one per line, at most
 * MAX_NOTE_NAMES each, as the server enforces), the recommended donation, a bank card number to
 * copy, and an email. Sending buys the chosen note with the dummy provider (quantity 1, the
 * names as aboutHealthNames / aboutDeathNames) and shows the thank-you panel, which stays: it
 * leaves for a payment page only when the visitor presses 'Pay online', and the way back
 * (?note={orderId}) opens it again with the result.
 */
import { useMutation } from "@tanstack/react-query";
import { Check, Copy } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "../../../core/ui/toast";
import { Button } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import { Input, Textarea } from "../../../core/ui/input";
import { Select } from "../../../core/ui/select";
import { useHydrated } from "../../../core/ui/use-hydrated";
import { MAX_NOTE_NAMES, noteNames } from "../note-names";
import type { CurrencyRef, ProductView } from "../widget-data-types";
import { NOTE_PARAM, noteResultOf, type NoteResult } from "./note-result";
import { NoteThanks } from "./note-thanks";
import { defaultCurrency, formatMoney, linePrice } from "./price";
import { EmptyNote, Section, useShop } from "./shared";
import { shopApi, useShopSubject } from "./shop-api";
import { textOf } from "./texts";
import type { EcommerceWidgetProps } from "./widget";
import { registerLanguageTexts } from "../../../core/i18n/texts";

/** A plainly fictional card number (DECISIONS.md: never real bank details). */
export const DEMO_CARD_NUMBER = "0000 1111 2222 3333";
/** SPEC §9: the validation message lasts 3 s, the copied label 2 s. */
const MESSAGE_MS = 3000;
const COPIED_MS = 2000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TYPE_KEYS = ["note-type", "type"];

/** 'имя' after 1, 21...; 'имени' after 2–4, 22...; 'имён' otherwise. */
const RU_NAMES: Partial<Record<Intl.LDMLPluralRule, string>> = { one: "имя", few: "имени", many: "имён" };

/** Phrases with a number in them (the catalogue holds fixed strings). */
const NAME_COUNTS = {
  ru: {
    count: (n: number) => `${n} из ${MAX_NOTE_NAMES}`,
    tooMany: (n: number) => `Здесь ${n} ${RU_NAMES[new Intl.PluralRules("ru").select(n)] ?? "имён"}, а в записке помещается не больше ${MAX_NOTE_NAMES}. Уберите лишние или подайте их ещё одной запиской.`,
  },
  en: {
    count: (n: number) => `${n} of ${MAX_NOTE_NAMES}`,
    tooMany: (n: number) => `There are ${n} names here; a note takes at most ${MAX_NOTE_NAMES}. Remove some, or send them as another note.`,
  },
};

const WORDS = registerLanguageTexts("ecommerce.note-form", {
  ru: {
    type: "Тип записки",
    choose: "Выберите тип записки",
    health: "О здравии",
    placeholder: "Одно имя на строке",
    namesHint: `По одному имени на строке, не больше ${MAX_NOTE_NAMES} имён. Имена — в родительном падеже, полные церковные.`,
    repose: "Об упокоении",
    donation: "Рекомендуемое пожертвование",
    card: "Номер карты для пожертвований",
    cardNote: "Демонстрационный номер: не переводите на него деньги.",
    copy: "Копировать",
    copied: "Скопировано",
    copyFailed: "Не удалось скопировать",
    email: "Эл. почта для квитанции",
    emailInvalid: "Введите корректный адрес почты",
    fillOne: "Пожалуйста, заполните хотя бы одно поле",
    submit: "Подать записку",
    pending: "Отправка...",
    noTypes: "Типы записок пока не добавлены.",
  },
  en: {
    type: "Note type",
    choose: "Choose the note type",
    health: "For health",
    placeholder: "One name per line",
    namesHint: `One name per line, at most ${MAX_NOTE_NAMES} names. Write the full names given at baptism.`,
    repose: "For repose",
    donation: "Recommended donation",
    card: "Card number for donations",
    cardNote: "A demo number: do not send money to it.",
    copy: "Copy",
    copied: "Copied",
    copyFailed: "Failed to copy text to clipboard",
    email: "Email for the receipt",
    emailInvalid: "Enter a valid email",
    fillOne: "Please fill in at least one field",
    submit: "Send the note",
    pending: "Sending...",
    noTypes: "No note types yet.",
  },
});

/** The note's type as the dropdown shows it: its 'note-type' attribute, else its title. */
function typeLabel(product: ProductView, text: (value: unknown) => string): string {
  const attribute = product.attributes.find((a) => a.key && TYPE_KEYS.includes(a.key.slug) && text(a.string));
  return (attribute && text(attribute.string)) || text(product.title) || product.slug;
}

/**
 * A donation as the note's thank-you panel (note-thanks.tsx) writes it, with the shop's one money
 * formatter and the currency's symbol ('100 ₽'); '—' without a price.
 */
export function donationText(amount: number | undefined, currency: Pick<CurrencyRef, "symbol" | "slug"> | undefined, language: string): string {
  return amount === undefined ? "—" : formatMoney(amount, currency, language);
}

/** A note kind in the picker: its name with its suggested donation ('На молебен — 100 ₽'), or the name alone without a price. */
export function noteTypeOption(name: string, suggested: number | undefined, currency: Pick<CurrencyRef, "symbol" | "slug"> | undefined, language: string): string {
  return suggested === undefined ? name : `${name} — ${donationText(suggested, currency, language)}`;
}

type Words = (typeof WORDS)["ru"] & (typeof NAME_COUNTS)["ru"];

/** A names field: one name per line, its count out of MAX_NOTE_NAMES, and why more are refused. */
function NamesField({ id, label, value, onChange, words }: { id: string; label: string; value: string; onChange: (value: string) => void; words: Words }) {
  const count = noteNames(value).length;
  const tooMany = count > MAX_NOTE_NAMES;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={words.placeholder}
        rows={6}
        aria-invalid={tooMany || undefined}
        aria-describedby={`${id}-hint${tooMany ? ` ${id}-error` : ""}`}
      />
      <div className="flex items-start justify-between gap-3 text-xs">
        <p id={`${id}-hint`} className="text-ink/70">
          {words.namesHint}
        </p>
        <span className={cn("shrink-0 tabular-nums", tooMany ? "font-semibold text-red-700" : "text-ink/70")} aria-hidden>
          {words.count(count)}
        </span>
      </div>
      {tooMany && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {words.tooMany(count)}
        </p>
      )}
    </div>
  );
}

function CopyCardNumber({ words }: { words: Words }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(DEMO_CARD_NUMBER.replace(/\s/g, ""));
      setCopied(true);
      toast.success(words.copied);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      toast.error(`${words.copyFailed}: ${error instanceof Error ? error.message : String(error)}`);
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
      <p className="text-xs text-ink/70">{words.cardNote}</p>
    </div>
  );
}

export function NoteFormWidget({ data }: EcommerceWidgetProps) {
  const { text, language, href } = useShop();
  const words = language === "en" ? { ...WORDS.en, ...NAME_COUNTS.en } : { ...WORDS.ru, ...NAME_COUNTS.ru };
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
  const [result, setResult] = useState<NoteResult | null>(null);
  // Set when a note was just sent (not when the way back reopens the panel): its heading takes focus.
  const [justSent, setJustSent] = useState(false);
  const messageTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(messageTimer.current), []);

  // Back from a payment page (?note={orderId}): the note's panel again, with the payment's result.
  useEffect(() => {
    const orderId = new URLSearchParams(window.location.search).get(NOTE_PARAM);
    if (!orderId || !subjectId) return;
    let current = true;
    shopApi
      .orders(subjectId)
      .then((orders) => orders.find((order) => order.id === orderId))
      .then((order) => order && noteResultOf(order, href))
      .then((found) => current && found && setResult(found))
      .catch(() => {
        // The call has shown its toast; the form stays.
      });
    return () => {
      current = false;
    };
  }, [subjectId]);

  const product = products.find((p) => p.id === productId);
  const donation = product ? linePrice(product, currency?.id, 1) : undefined;
  const emailInvalid = emailTouched && !EMAIL.test(email.trim());
  const tooMany = noteNames(health).length > MAX_NOTE_NAMES || noteNames(repose).length > MAX_NOTE_NAMES;

  /** SPEC §5's client-side check ('id is required'), in the page's language: a toast, then the error. */
  const required = (name: string) => {
    const why = textOf("required", language).replace("{name}", name);
    toast.error(why);
    return new Error(why);
  };

  const send = useMutation({
    mutationFn: async () => {
      if (!subjectId) throw required("id");
      if (!product) throw required("productId");
      const answer = await shopApi.checkoutProduct(subjectId, product.id, {
        provider: "dummy",
        email: email.trim(),
        quantity: 1,
        aboutHealthNames: health,
        aboutDeathNames: repose,
        lang: language,
        billingModule: { currency: { id: currency?.id } },
      });
      const order = answer.ecommerceModule.orders[0];
      return order ? noteResultOf(order, href) : undefined;
    },
    onSuccess: (found) => {
      if (!found) return;
      setResult(found);
      setJustSent(true);
      setProductId("");
      setHealth("");
      setRepose("");
    },
  });

  /** 'Send another': the empty form, and the address without the way-back parameter. */
  const another = () => {
    setResult(null);
    setJustSent(false);
    send.reset();
    const url = new URL(window.location.href);
    if (url.searchParams.has(NOTE_PARAM)) {
      url.searchParams.delete(NOTE_PARAM);
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    }
  };

  const showMessage = (text: string) => {
    setMessage(text);
    clearTimeout(messageTimer.current);
    messageTimer.current = setTimeout(() => setMessage(null), MESSAGE_MS);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!product || send.isPending) return;
    if (!health.trim() && !repose.trim()) {
      showMessage(words.fillOne);
      return;
    }
    // The fields already say why (their alert); the server would refuse it too.
    if (tooMany) return;
    setEmailTouched(true);
    if (!EMAIL.test(email.trim())) return;
    send.mutate();
  };

  if (result) {
    return (
      <Section widget={data.widget} className="max-w-3xl">
        <NoteThanks result={result} onAnother={another} focus={justSent} />
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
              options={products.map((p) => {
                // Each kind with its suggested donation (SPEC §3), so the choice is made knowing it.
                return { value: p.id, label: noteTypeOption(typeLabel(p, text), linePrice(p, currency?.id, 1), currency, language) };
              })}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <NamesField id={`${id}-health`} label={words.health} value={health} onChange={setHealth} words={words} />
            <NamesField id={`${id}-repose`} label={words.repose} value={repose} onChange={setRepose} words={words} />
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-y border-brand-100 py-3" aria-live="polite">
            <span className="text-sm text-ink/70">{words.donation}</span>
            <span className="font-serif text-2xl text-brand-800" data-donation>
              {donationText(donation, currency, language)}
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
