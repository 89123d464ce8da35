/**
 * The note form's thank-you panel. It stays until the visitor sends another note: the note's
 * summary (kind, names, donation), then how the donation is paid. A bank transfer (manual) shows
 * the invoice number to quote and a link to the donation details; an online payment offers
 * 'Pay online', and on the way back shows whether it was paid or canceled. Right after sending
 * (`focus`), the panel replaces a long form: it is scrolled into view (below the sticky navbar,
 * through html's scroll-padding) and its heading takes focus, so screen readers announce it.
 */
import { registerLanguageTexts } from "../../../core/i18n/texts";
import { CheckCircle2, HeartHandshake, Landmark, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button, buttonClasses, buttonVariants } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import { formatMoney } from "./price";
import { useShop } from "./shared";
import { payOnlineUrl, type NoteResult } from "./note-result";
import { useInnerLevel } from "../../../core/page/block-header";

export const THANKS_WORDS = registerLanguageTexts("ecommerce.note-thanks", {
  ru: {
    thanks: "Спасибо! Записка принята.",
    summary: "Ваша записка",
    kind: "Тип записки",
    names: "Имена",
    donation: "Пожертвование",
    reference: "Номер счёта для назначения платежа",
    manual: "Переведите пожертвование по реквизитам прихода и укажите в назначении платежа номер счёта. Когда перевод поступит, мы подтвердим его письмом.",
    details: "Реквизиты для перевода",
    online: "Пожертвование можно внести онлайн.",
    pay: "Оплатить онлайн",
    paid: "Пожертвование получено. Спасибо!",
    canceled: "Оплата отменена. Записка сохранена; пожертвование можно внести позже или по реквизитам.",
    mailed: "Квитанция с именами отправлена на вашу почту.",
    another: "Подать ещё одну записку",
  },
  en: {
    thanks: "Thank you! The note is received.",
    summary: "Your note",
    kind: "Note type",
    names: "Names",
    donation: "Donation",
    reference: "Invoice number for the payment reference",
    manual: "Please transfer the donation to the parish's details below with the invoice number as the reference. Once it arrives we confirm it by mail.",
    details: "Donation details",
    online: "You can make the donation online.",
    pay: "Pay online",
    paid: "The donation is received. Thank you!",
    canceled: "The payment was canceled. The note is kept; you can donate later or by bank transfer.",
    mailed: "A receipt with the names is on its way to your email.",
    another: "Send another note",
  },
});

export function NoteThanks({ result, onAnother, focus = false }: { result: NoteResult; onAnother: () => void; focus?: boolean }) {
  const Title = useInnerLevel();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    panel.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [focus]);
  const { language, text } = useShop();
  const words = language === "en" ? THANKS_WORDS.en : THANKS_WORDS.ru;
  const amount = result.amount !== null ? formatMoney(Number(result.amount), result.currency ? { symbol: result.currency.symbol, slug: result.currency.slug ?? "" } : undefined, language) : "—";
  const reference = result.invoiceId.slice(0, 8);
  const payUrl = payOnlineUrl(result);
  const Icon = result.status === "paid" ? CheckCircle2 : result.status === "canceled" ? XCircle : result.manual ? Landmark : HeartHandshake;

  return (
    <div ref={panel} className="flex flex-col gap-6 rounded-xl border border-brand-200 bg-white p-6 shadow-sm sm:p-8" data-note-status={result.status}>
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <Icon aria-hidden className={cn("size-12", result.status === "canceled" ? "text-red-700" : result.status === "paid" ? "text-green-700" : "text-brand-600")} />
        <Title ref={heading} tabIndex={-1} className="font-serif text-2xl text-brand-900 outline-none">
          {words.thanks}
        </Title>
        {result.status === "paid" && <p className="font-medium text-green-800">{words.paid}</p>}
        {result.status === "canceled" && <p className="text-red-800">{words.canceled}</p>}
        <p className="text-sm text-ink/70">{words.mailed}</p>
      </div>

      <section aria-label={words.summary} className="rounded-lg border border-brand-100 bg-brand-50/60 p-4 sm:p-5">
        <h4 className="mb-3 font-serif text-lg text-brand-900">{words.summary}</h4>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-ink/70">{words.kind}</dt>
          <dd className="font-medium">{text(result.kind)}</dd>
          <dt className="text-ink/70">{words.names}</dt>
          <dd className="whitespace-pre-line" data-note-names>
            {result.comment}
          </dd>
          <dt className="text-ink/70">{words.donation}</dt>
          <dd className="font-serif text-xl text-brand-800" data-note-amount>
            {amount}
          </dd>
        </dl>
      </section>

      {result.status === "open" &&
        (result.manual ? (
          <div className="flex flex-col gap-3">
            <p className="text-ink/80">{words.manual}</p>
            <p className="text-sm">
              {words.reference}: <span className="font-mono text-base font-medium">{reference}</span>
            </p>
            {result.paymentUrl && (
              <a href={result.paymentUrl} className={buttonClasses({ variant: "outline" }, "self-start")}>
                {words.details}
              </a>
            )}
          </div>
        ) : (
          payUrl && (
            <div className="flex flex-col items-start gap-3">
              <p className="text-ink/80">{words.online}</p>
              <a href={payUrl} className={buttonVariants({ variant: "smolny-primary", size: "lg" })}>
                {words.pay}
              </a>
            </div>
          )
        ))}

      <Button type="button" variant={result.status === "open" && !result.manual ? "outline" : "smolny-primary"} className="self-center" onClick={onAnother}>
        {words.another}
      </Button>
    </div>
  );
}
