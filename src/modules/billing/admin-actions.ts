import type { AdminAction } from "../../core/admin/types.js";

/**
 * The admin's Mark paid / Cancel on a record that waits for a manual payment (a dummy-provider
 * invoice, or the order it pays for): `visibleWhen` is the status in which it waits. The routes
 * (billing's and ecommerce's) settle it the way a provider's notice does.
 */
export function settleActions(record: { ru: string; en: string }, waiting: string): AdminAction[] {
  return [
    {
      route: "mark-paid",
      label: { ru: "Отметить оплаченным", en: "Mark paid" },
      confirm: {
        ru: `Деньги получены? ${record.ru} станет оплаченным, покупателю придёт письмо.`,
        en: `Has the money arrived? The ${record.en} becomes paid and the buyer is mailed.`,
      },
      visibleWhen: { status: [waiting] },
    },
    {
      route: "cancel",
      label: { ru: "Отменить оплату", en: "Cancel payment" },
      confirm: {
        ru: `${record.ru} будет отменён; оплатить его потом будет нельзя.`,
        en: `The ${record.en} is canceled; it cannot be paid afterwards.`,
      },
      visibleWhen: { status: [waiting] },
      destructive: true,
    },
  ];
}
